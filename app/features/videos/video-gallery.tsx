import { CirclePlay, LoaderCircle } from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import { useEffect } from "react";
import { showToast } from "~/ui/toaster";
import { Deferred } from "~/ui/deferred";
import { videoEmbedUrl } from "~/features/videos/videos";
import { format } from "~/i18n/format";
import type { Video } from "~/features/videos/videos.server";
import { Picture } from "~/ui/picture";
import { PageSection } from "~/ui/page-section";
import { control, embed, scriptOwned, type EmbedFrame } from "~/platform/controls/controls-script";
import { useSiteData } from "~/platform/site-data";

export type VideoMessages = {
  play: string;
  loading: string;
  error: string;
  errorToastTitle: string;
  errorToastText: string;
  visitChannel: string;
  empty: string;
};

/** A page's videos band (home, About Us): its heading, then the gallery with the clinic's channel. */
export function VideoSection({
  heading,
  videos,
  t,
}: {
  heading: { heading: string; subtitle: string };
  videos: Video[] | Promise<Video[]>;
  t: VideoMessages;
}) {
  const root = useSiteData();
  return (
    <PageSection
      labelledBy="videos-title"
      className="lazy-render-341 py-16 sm:py-20 lg:lazy-render-167"
      heading={{ title: heading.heading, subtitle: heading.subtitle }}
    >
      <div className="mt-12">
        <VideoGallery
          videos={videos}
          t={t}
          channelUrl={root?.clinic.urls.youtubeChannel ?? ""}
          newTabLabel={root?.layout.newTab ?? ""}
        />
      </div>
    </PageSection>
  );
}

/**
 * The video section's four states: loading, loaded, empty, and an
 * error with a link to the channel. Streams its list from the loader.
 */
export function VideoGallery({
  videos,
  t,
  channelUrl,
  newTabLabel,
}: {
  videos: Video[] | Promise<Video[]>;
  t: VideoMessages;
  channelUrl: string;
  newTabLabel: string;
}) {
  return (
    <Deferred
      value={videos}
      fallback={<VideosLoading t={t} />}
      errorElement={<VideosError t={t} channelUrl={channelUrl} newTabLabel={newTabLabel} />}
    >
      {(list) => <VideoList videos={list} t={t} />}
    </Deferred>
  );
}

export function VideosLoading({ t }: { t: VideoMessages }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {t.loading}
    </p>
  );
}

export function VideosError({
  t,
  channelUrl,
  newTabLabel,
}: {
  t: VideoMessages;
  channelUrl: string;
  newTabLabel: string;
}) {
  useEffect(() => {
    showToast({ type: "error", title: t.errorToastTitle, description: t.errorToastText });
  }, [t.errorToastTitle, t.errorToastText]);
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
      <p className="text-slate-700">{t.error}</p>
      <NewTabLink
        href={channelUrl}
        newTabLabel={newTabLabel}
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        {t.visitChannel}
      </NewTabLink>
    </div>
  );
}

export function VideoList({ videos, t }: { videos: readonly Video[]; t: VideoMessages }) {
  if (videos.length === 0) {
    return <p className="py-10 text-center text-slate-600">{t.empty}</p>;
  }
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {videos.map((video) => (
        <li
          key={video.id}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <VideoPlayer video={video} playLabel={format(t.play, { title: video.title })} />
          <div className="p-5">
            <h3 className="text-lg font-semibold">{video.title}</h3>
            <p className="mt-2 text-slate-600">{video.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The thumbnail first; the player (and its third-party requests) only after a click,
 * which the inline controls script answers (it works before React does).
 */
function VideoPlayer({ video, playLabel }: { video: Video; playLabel: string }) {
  const slotId = `video-${video.id}`;
  const frame: EmbedFrame = {
    src: videoEmbedUrl(video.embedId),
    title: video.title,
    className: "block aspect-video w-full bg-black",
    allow: "autoplay; encrypted-media; picture-in-picture",
    allowFullscreen: true,
    referrerPolicy: "strict-origin-when-cross-origin",
  };
  return (
    <>
      <button
        type="button"
        aria-controls={slotId}
        {...control("embed")}
        {...embed(frame)}
        className="group relative block aspect-video w-full overflow-hidden bg-brand-50 aria-busy:cursor-progress"
      >
        <Picture
          src={video.thumbnail}
          alt=""
          width={640}
          height={360}
          className="size-full object-cover transition-transform group-hover:scale-105"
        />
        <span className="absolute inset-0 flex items-center justify-center">
          <CirclePlay
            className="size-16 text-white drop-shadow-lg group-aria-busy:hidden"
            strokeWidth={1.5}
            aria-hidden="true"
          />
          {/* While the player's frame is being built (aria-busy, set by the controls script). */}
          <LoaderCircle
            className="hidden size-16 animate-spin text-white drop-shadow-lg group-aria-busy:block motion-reduce:animate-none"
            strokeWidth={1.5}
            aria-hidden="true"
          />
        </span>
        <span className="sr-only">{playLabel}</span>
      </button>
      <div id={slotId} {...scriptOwned} />
    </>
  );
}
