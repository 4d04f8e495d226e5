// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { controlsScript } from "~/platform/controls/controls-script";
import type { Video } from "~/features/videos/videos.server";
import { VideoGallery, type VideoMessages } from "./video-gallery";

const showToast = vi.hoisted(() => vi.fn());
vi.mock("~/ui/toaster", () => ({ showToast }));

const t: VideoMessages = {
  play: "Play video: {title}",
  loading: "Loading videos...",
  error: "Failed to load videos. Please visit our channel directly.",
  errorToastTitle: "Videos temporarily unavailable",
  errorToastText: "Please visit our YouTube channel directly to watch our videos.",
  visitChannel: "Visit Our Channel",
  empty: "No videos available at the moment.",
};

const video: Video = {
  id: "clinic-tour",
  title: "A Tour of Our Clinic",
  description: "Walk through the clinic.",
  embedId: "abc123",
  thumbnail: "/images/video-tour.svg",
};

// The inline script every page carries runs the Play buttons (app/platform/controls).
beforeAll(() => new Function(controlsScript)());

function renderGallery(videos: Promise<Video[]>) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <VideoGallery
          videos={videos}
          t={t}
          channelUrl="https://www.youtube.com/@clinic"
          newTabLabel="(new tab)"
        />
      ),
    },
  ]);
  return render(<Stub />);
}

afterEach(() => {
  cleanup();
  showToast.mockClear();
});

describe("the video gallery", () => {
  it("shows the loading state until the list arrives, then thumbnails without any player", async () => {
    let resolve: (videos: Video[]) => void = () => {};
    renderGallery(new Promise((done) => (resolve = done)));
    expect(await screen.findByText("Loading videos...")).toBeTruthy();
    await act(async () => resolve([video]));
    expect(
      await screen.findByRole("button", { name: "Play video: A Tour of Our Clinic" }),
    ).toBeTruthy();
    expect(screen.queryByText("Loading videos...")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("loads the privacy-friendly player only after a click (the page's controls script)", async () => {
    renderGallery(Promise.resolve([video]));
    expect(document.querySelector("iframe")).toBeNull();
    const play = await screen.findByRole("button", { name: "Play video: A Tour of Our Clinic" });
    fireEvent.click(play);
    // The button says it is loading at once; the player comes after that paint.
    expect(play.getAttribute("aria-busy")).toBe("true");
    const frame = await waitFor(() => {
      const built = document.querySelector("iframe");
      if (!built) throw new Error("no player yet");
      return built;
    });
    expect(frame?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0",
    );
    expect(frame?.getAttribute("title")).toBe("A Tour of Our Clinic");
  });

  it("shows the empty state for an empty list", async () => {
    renderGallery(Promise.resolve([]));
    expect(await screen.findByText("No videos available at the moment.")).toBeTruthy();
  });

  it("shows the error text, the channel link and a toast when the list fails", async () => {
    renderGallery(Promise.reject(new Error("feed down")));
    expect(await screen.findByText(t.error)).toBeTruthy();
    const link = screen.getByRole("link", { name: /Visit Our Channel/ });
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/@clinic");
    expect(link.getAttribute("target")).toBe("_blank");
    // The toast is shown by an effect, which may run just after the text is committed.
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        type: "error",
        title: "Videos temporarily unavailable",
        description: "Please visit our YouTube channel directly to watch our videos.",
      }),
    );
  });
});
