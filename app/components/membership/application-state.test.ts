import { describe, expect, it } from "vitest";
import {
  APPLICATION_LOAD_TIMEOUT_MS,
  applicationReducer,
  initialApplicationState,
  type ApplicationEvent,
} from "./application-state";

describe("the membership application's states (spec part 2 §4)", () => {
  it("starts loading and gives the frame 3 seconds", () => {
    expect(initialApplicationState).toEqual({ status: "loading" });
    expect(APPLICATION_LOAD_TIMEOUT_MS).toBe(3000);
  });

  it("shows the form when the frame loads first", () => {
    expect(applicationReducer(initialApplicationState, "load")).toEqual({ status: "loaded" });
  });

  it.each<ApplicationEvent>(["error", "trouble", "timeout"])(
    "falls back on %s, remembering why",
    (event) => {
      expect(applicationReducer(initialApplicationState, event)).toEqual({
        status: "fallback",
        reason: event,
      });
    },
  );

  it("keeps the outcome: a late load or a late timer changes nothing", () => {
    const loaded = applicationReducer(initialApplicationState, "load");
    expect(applicationReducer(loaded, "timeout")).toBe(loaded);
    expect(applicationReducer(loaded, "error")).toBe(loaded);
    expect(applicationReducer(loaded, "load")).toBe(loaded);
    const fallback = applicationReducer(initialApplicationState, "timeout");
    expect(applicationReducer(fallback, "load")).toBe(fallback);
    expect(applicationReducer(fallback, "trouble")).toBe(fallback);
  });

  it("still offers the options when the visitor has trouble with a loaded form", () => {
    const loaded = applicationReducer(initialApplicationState, "load");
    expect(applicationReducer(loaded, "trouble")).toEqual({
      status: "fallback",
      reason: "trouble",
    });
  });
});
