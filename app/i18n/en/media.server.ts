/** English source: shared image and video blocks. */
export const media = {
  image: {
    loading: "Loading image",
    unavailable: "Image unavailable",
  },
  videos: {
    play: "Play video: {title}",
    loading: "Loading videos...",
    error: "Failed to load videos. Please visit our channel directly.",
    errorToastTitle: "Videos temporarily unavailable",
    errorToastText: "Please visit our YouTube channel directly to watch our videos.",
    visitChannel: "Visit Our Channel",
    empty: "No videos available at the moment.",
  },
};

export type MediaMessages = typeof media;
