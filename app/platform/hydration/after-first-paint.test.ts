import { describe, expect, it, vi } from "vitest";
import { afterFirstPaintSource } from "./after-first-paint";

type Entry = { name: string };

/** A page that has or has not loaded and painted yet, and the source run against it. */
function page(options: { loaded: boolean; paintTiming: boolean }) {
  let loaded = options.loaded;
  const paints: Entry[] = [];
  const loadListeners: Array<() => void> = [];
  const observers: Array<{ deliver: (entries: Entry[]) => void; connected: boolean }> = [];
  const listOf = (entries: Entry[]) => ({
    getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name),
  });
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming ? ["mark", "paint"] : ["mark"];
    private entry: { deliver: (entries: Entry[]) => void; connected: boolean };
    constructor(callback: (list: ReturnType<typeof listOf>) => void) {
      this.entry = { deliver: (entries) => callback(listOf(entries)), connected: false };
      observers.push(this.entry);
    }
    observe(init: { type: string; buffered?: boolean }) {
      this.entry.connected = true;
      if (init.type === "paint" && init.buffered && paints.length) this.entry.deliver([...paints]);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const window = { PerformanceObserver: FakeObserver };
  const document = {
    get readyState() {
      return loaded ? "complete" : "interactive";
    },
  };
  const addEventListener = (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
  };
  const afterFirstPaint = new Function(
    "window",
    "document",
    "PerformanceObserver",
    "addEventListener",
    `return ${afterFirstPaintSource}`,
  )(window, document, FakeObserver, addEventListener) as (run: () => void) => void;
  return {
    afterFirstPaint,
    load() {
      loaded = true;
      for (const listener of loadListeners.splice(0)) listener();
    },
    paint(name = "first-contentful-paint") {
      paints.push({ name });
      for (const observer of observers) if (observer.connected) observer.deliver([{ name }]);
    },
    observing: () => observers.filter((observer) => observer.connected).length,
  };
}

describe("afterFirstPaintSource", () => {
  it("runs at once on a page that has loaded and painted", () => {
    const run = vi.fn();
    const done = page({ loaded: true, paintTiming: true });
    done.paint("first-paint");
    done.paint();
    done.afterFirstPaint(run);
    expect(run).toHaveBeenCalledOnce();
    expect(done.observing()).toBe(0);
  });

  it("waits for the load, then for the first contentful paint, and runs once", () => {
    const run = vi.fn();
    const loading = page({ loaded: false, paintTiming: true });
    loading.afterFirstPaint(run);
    loading.paint("first-paint");
    expect(run).not.toHaveBeenCalled();
    loading.load();
    // Loaded before anything contentful was painted: a short page can be.
    expect(run).not.toHaveBeenCalled();
    expect(loading.observing()).toBe(1);
    loading.paint();
    expect(run).toHaveBeenCalledOnce();
    expect(loading.observing()).toBe(0);
    loading.paint();
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs at the load where the contentful paint came first", () => {
    const run = vi.fn();
    const loading = page({ loaded: false, paintTiming: true });
    loading.afterFirstPaint(run);
    loading.paint();
    expect(run).not.toHaveBeenCalled();
    loading.load();
    expect(run).toHaveBeenCalledOnce();
  });

  it("runs at the load where the browser has no paint timing", () => {
    const run = vi.fn();
    const loading = page({ loaded: false, paintTiming: false });
    loading.afterFirstPaint(run);
    loading.load();
    expect(run).toHaveBeenCalledOnce();
    expect(loading.observing()).toBe(0);
  });
});
