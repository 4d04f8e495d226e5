import { Award, Heart, HeartHandshake, Laugh, ShieldPlus, Users } from "lucide-react";
import { Container } from "~/ui/container";
import { PageSection } from "~/ui/page-section";
import { CtaBand } from "~/ui/cta-band";
import { SmartImage } from "~/ui/smart-image";
import { VideoSection } from "~/features/videos/video-gallery";
import { localizePath } from "~/i18n/locales";
import { findAboutUsPreview, getAboutUsContent } from "~/features/site-content/about-us.server";
import { previewBanner, previewTokenOf } from "~/features/preview/index.server";
import { PreviewBanner } from "~/ui/preview-banner";
import { listVideos } from "~/features/videos/videos.server";
import { loadPageTexts } from "~/features/site-content/index.server";
import { metaDescription } from "~/platform/seo/description";
import { seoMeta } from "~/platform/seo/meta";
import { isBackgroundFetch } from "~/platform/streaming.server";
import type { Route } from "./+types/about";
import { Picture } from "~/ui/picture";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page, messages } = await loadPageTexts(request, context.db, "about");
  const { home, media } = messages;
  const videoText = media.videos;
  // A preview link shows one tab's unsaved fields (app/features/preview/); the answer's
  // headers keep it out of caches and search engines (app/entry.server.tsx).
  const token = previewTokenOf(request);
  const draft = token === null ? null : await findAboutUsPreview(context.db, token);
  const content = await getAboutUsContent(context.db, locale, draft?.values);
  const preview = previewBanner(locale, token, draft, {
    path: "/about",
    note: draft?.newImage ? messages.common.preview.newImage : undefined,
  });
  return {
    locale,
    page: {
      ...page,
      title: content.header_title,
      // An editor's subtitle, brought within a description's length.
      description: metaDescription(content.header_subtitle, page.descriptionEnd),
    },
    content,
    preview,
    videoHeading: home.videos,
    videoText,
    unavailable: media.image.unavailable,
    videos: isBackgroundFetch(request)
      ? listVideos(context.db, locale)
      : await listVideos(context.db, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(loaderData?.page, matches, location);

const values = [
  { key: "health", icon: ShieldPlus },
  { key: "care", icon: Heart },
  { key: "humanized", icon: HeartHandshake },
  { key: "family", icon: Users },
  { key: "humor", icon: Laugh },
  { key: "excellence", icon: Award },
] as const;

const storyParagraphs = [1, 2, 3, 4, 5, 6] as const;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { locale, content: c, preview, videoHeading, videoText, unavailable, videos } = loaderData;
  const ctaLink = c.cta_button_link.startsWith("/")
    ? c.cta_button_link
    : localizePath("/contact", locale);

  return (
    <>
      {preview ? <PreviewBanner {...preview} /> : null}
      <section
        aria-labelledby="about-title"
        className="relative isolate overflow-hidden bg-brand-900"
      >
        <Picture
          src={c.header_background_image}
          alt=""
          width={1600}
          height={600}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-900/70 to-transparent"
        />
        <Container className="py-20 sm:py-28">
          <h1
            id="about-title"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl"
          >
            {c.header_title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100 sm:text-xl">{c.header_subtitle}</p>
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="py-16 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <SmartImage
            src={c.mission_image}
            alt=""
            width={800}
            height={600}
            unavailableLabel={unavailable}
            className="w-full rounded-3xl"
          />
          <div>
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {c.mission_title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{c.mission_paragraph1}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{c.mission_paragraph2}</p>
          </div>
        </Container>
      </section>

      <PageSection
        labelledBy="story-title"
        className="lazy-render-589 bg-brand-50 py-16 sm:py-20 lg:lazy-render-270"
        heading={{ title: c.story_title, subtitle: c.story_subtitle }}
      >
        <div className="mt-12 grid gap-10 lg:grid-cols-[22rem_1fr] lg:gap-14">
          <SmartImage
            src={c.story_image}
            alt={c.story_bio_title}
            width={800}
            height={1000}
            unavailableLabel={unavailable}
            className="w-full rounded-3xl shadow-md"
          />
          <div>
            <h3 className="text-2xl font-bold">{c.story_bio_title}</h3>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {storyParagraphs.map((n) => {
                const text = c[`story_bio_paragraph${n}`];
                return text ? <p key={n}>{text}</p> : null;
              })}
            </div>
          </div>
        </div>
      </PageSection>

      <VideoSection heading={videoHeading} videos={videos} t={videoText} />

      <PageSection
        labelledBy="values-title"
        className="lazy-render-451 bg-slate-50 py-16 sm:py-20 lg:lazy-render-195"
        heading={{ title: c.values_title, subtitle: c.values_subtitle }}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon className="size-8 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold">{c[`values_${key}_title`]}</h3>
              <p className="mt-2 text-slate-600">{c[`values_${key}_description`]}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection label={c.quote_attribution} className="lazy-render-118 py-16 sm:py-20">
        <figure className="mx-auto max-w-3xl text-center">
          <blockquote className="text-2xl leading-relaxed font-medium text-slate-900 sm:text-3xl">
            <p>“{c.quote_text}”</p>
          </blockquote>
          <figcaption className="mt-6 font-semibold text-brand-700">
            {c.quote_attribution}
          </figcaption>
        </figure>
      </PageSection>

      <CtaBand title={c.cta_title} text={c.cta_subtitle} button={c.cta_button_text} to={ctaLink} />
    </>
  );
}
