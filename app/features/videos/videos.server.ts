import { videoEntries } from "~/features/videos/videos";
import type { Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";

export type Video = {
  id: string;
  title: string;
  description: string;
  embedId: string;
  thumbnail: string;
};

/**
 * The videos shown on the home and about pages, in the visitor's language.
 * Async like any other data source, so pages stream it and the loading, error
 * and empty states stay real if the list ever comes from elsewhere.
 */
export async function listVideos(locale: Locale): Promise<Video[]> {
  const { items } = getMessages(locale).media.videos;
  return videoEntries.flatMap((entry, index) => {
    const text = items[index];
    return text ? [{ ...entry, title: text.title, description: text.description }] : [];
  });
}
