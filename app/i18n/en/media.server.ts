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
    items: [
      {
        title: "A Tour of Our Clinic",
        description:
          "Walk through our reception, exam rooms and lab, and see where you'll be cared for on your visit.",
      },
      {
        title: "How the VIP Membership Works",
        description:
          "What's included in each plan, how to sign up, and how members use the clinic day to day.",
      },
      {
        title: "VIP Foundation Health Fair",
        description:
          "Free screenings, health information and a great day with our community at the foundation's health fair.",
      },
    ],
  },
};

export type MediaMessages = typeof media;
