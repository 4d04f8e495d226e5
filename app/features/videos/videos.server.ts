import { catalogueStore } from "~/features/catalogues/index.server";
import type { Locale } from "~/i18n/locales";
import type { Database } from "~/platform/db/client.server";
import { videos } from "~/platform/db/schema";
import { textsIn } from "~/platform/localized-texts";
import { safeImageSrc } from "~/platform/sanitize.server";
import { videoFormValues, videoTextsSchema, type VideoInput } from "./video-form";

export type Video = {
  id: string;
  title: string;
  description: string;
  embedId: string;
  thumbnail: string;
};

/*
 * The videos in the database: what the home and About Us pages show (the active ones,
 * kept until the content changes) and the staff portal's list and editor
 * (app/features/catalogues).
 */

export const videoStore = catalogueStore<VideoInput>({
  table: videos,
  columns: {
    id: videos.id,
    youtubeId: videos.youtubeId,
    thumbnailUrl: videos.thumbnailUrl,
    position: videos.position,
    active: videos.active,
    texts: videos.texts,
    version: videos.version,
    updatedAt: videos.updatedAt,
  },
  entityType: "video",
  noun: "video",
  fromRow: (row) => {
    const texts = videoTextsSchema.safeParse(row.texts);
    if (!texts.success) return null;
    return {
      youtubeId: row.youtubeId as string,
      thumbnailUrl: row.thumbnailUrl as string,
      active: row.active as boolean,
      texts: texts.data,
    };
  },
  nameOf: (video) => video.texts.en.title,
  toValues: videoFormValues,
});

/**
 * The active videos of the home and about pages, in the visitor's language (a missing
 * text in English). A video whose thumbnail is not an image of this site is left out.
 */
export async function listVideos(db: Database, locale: Locale): Promise<Video[]> {
  return (await videoStore.listActive(db)).flatMap((video) => {
    const thumbnail = safeImageSrc(video.thumbnailUrl);
    if (!thumbnail) return [];
    const texts = textsIn(video.texts, locale);
    return [
      {
        id: video.id,
        title: texts.title,
        description: texts.description,
        embedId: video.youtubeId,
        thumbnail,
      },
    ];
  });
}
