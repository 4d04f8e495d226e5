import { hoursTexts } from "~/platform/opening-hours";
import { describe, expect, it } from "vitest";
import { common as en } from "~/i18n/en/common.server";
import { common as pt } from "~/i18n/pt-BR/common.server";
import type { Locale } from "~/i18n/locales";
import { defaultClinicSettings } from "~/platform/clinic";
import { blogPosts, teamMembers } from "~/platform/db/schema";
import { shippedImageFile } from "~/platform/images/shipped-images";
import { shippedImages } from "~/platform/images/shipped-images.generated";
import type { SiteData } from "~/platform/site-data";
import * as articleRoute from "~/routes/site/blog-post";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { englishTexts } from "../../../tests/support/team";

/*
 * What an article tells search engines and link previews about itself (issue 28): its
 * BlogPosting's author is the team member the byline names, linked to their page in the
 * article's language, else the person named, else the clinic; its image, in the
 * structured data and og:image alike, is the post's own picture, else the share image.
 */

const siteUrl = "https://clinic.example.com";
const clinicId = `${siteUrl}/#clinic`;

function rootOf(locale: Locale): SiteData {
  return {
    locale,
    siteUrl,
    clinic: structuredClone(defaultClinicSettings),
    hours: hoursTexts(defaultClinicSettings.hours.weekly, locale),
    upcomingClosures: [],
    layout: (locale === "en" ? en : pt).layout,
    isContentEditor: false,
    toast: null,
  };
}

type Tag = Record<string, unknown>;

describe.each(testDatabases)(
  "an article's structured data and share image on $name",
  (database) => {
    const handle = openForDescribe(database);
    const routes = routesOn(handle);

    async function article(path: string) {
      const pattern = path.startsWith("/pt/") ? "/pt/health-tips/:slug" : "/health-tips/:slug";
      const loaderData = dataOf(await routes.get(pattern, articleRoute, path));
      const locale: Locale = path.startsWith("/pt/") ? "pt-BR" : "en";
      const tags = articleRoute.meta({
        loaderData,
        matches: [{ id: "root", loaderData: rootOf(locale) }],
        location: { pathname: path },
      } as never) as Tag[];
      const content = (key: string) =>
        tags.find((tag) => tag.property === key || tag.name === key)?.content;
      const posting = tags
        .map((tag) => tag["script:ld+json"] as Tag | undefined)
        .find((data) => data?.["@type"] === "BlogPosting");
      if (!posting) throw new Error(`${path} has no BlogPosting`);
      return { posting, content };
    }

    async function post(values: Partial<typeof blogPosts.$inferInsert> & { slug: string }) {
      await handle.db.insert(blogPosts).values({
        title: `Article ${values.slug}`,
        content: "<p>Drink water through the day.</p>",
        excerpt:
          "Water matters in the Orlando heat, for locals and visitors alike, every single day.",
        category: "nutrition",
        published: true,
        publishAt: new Date("2026-05-12T14:00:00Z"),
        updatedAt: new Date("2026-05-20T09:00:00Z"),
        ...values,
      });
    }

    it("links an author on the team to their page in the article's language, and shares its own upload", async () => {
      await handle.db.insert(teamMembers).values({
        name: "Helena Duarte",
        slug: "helena-duarte",
        texts: englishTexts("Family Physician"),
        active: true,
      });
      await post({
        slug: "water-en",
        author: "Dra. Helena Duarte",
        imageUrl: "/uploads/blog/f00d-1600x900.jpg",
      });
      await post({ slug: "agua-pt", author: "Helena Duarte", locale: "pt-BR" });

      const english = await article("/health-tips/water-en");
      const own = `${siteUrl}/uploads/blog/f00d-1600x900.jpg.1280.webp`;
      expect(english.posting.author).toEqual({
        "@type": "Person",
        name: "Dra. Helena Duarte",
        url: `${siteUrl}/team/helena-duarte`,
      });
      expect(english.posting.image).toEqual([own]);
      expect(english.content("og:image")).toBe(own);
      expect(english.content("og:image:width")).toBe("1280");
      expect(english.content("og:image:height")).toBe("720");
      expect(english.content("twitter:image")).toBe(own);
      expect(english.content("article:author")).toBe(`${siteUrl}/team/helena-duarte`);
      expect(english.posting.dateModified).toBe("2026-05-20T09:00:00.000Z");

      // The member's page in the article's language, whichever prefix it is read under.
      for (const path of ["/pt/health-tips/agua-pt", "/health-tips/agua-pt"]) {
        const portuguese = await article(path);
        expect((portuguese.posting.author as Tag).url, path).toBe(
          `${siteUrl}/pt/team/helena-duarte`,
        );
        // No picture of its own: the share image of the language it is written in.
        expect(portuguese.posting.image, path).toEqual([`${siteUrl}/images/share/share-pt-BR.jpg`]);
        expect(portuguese.content("og:image"), path).toBe(
          `${siteUrl}/images/share/share-pt-BR.jpg`,
        );
        expect(portuguese.content("og:image:width"), path).toBe("1200");
      }
    });

    it("names an author who is not on the team without a link, and shares artwork as its rendering", async () => {
      await handle.db
        .insert(teamMembers)
        .values({ name: "Guest Writer", texts: englishTexts("Former nurse"), active: false });
      await post({
        slug: "guest",
        author: "Guest Writer",
        imageUrl: "/images/service-checkup.svg",
      });
      const { posting, content } = await article("/health-tips/guest");
      expect(posting.author).toEqual({ "@type": "Person", name: "Guest Writer" });
      expect(content("article:author")).toBe("Guest Writer");
      const artwork = shippedImages["/images/service-checkup.svg"];
      if (!artwork) throw new Error("the checkup artwork is shipped");
      const rendering = `${siteUrl}/${shippedImageFile(artwork, 1280, "webp")}`;
      expect(posting.image).toEqual([rendering]);
      expect(content("og:image")).toBe(rendering);
    });

    it("makes the clinic, by its @id, the author of a post without a byline", async () => {
      await post({ slug: "unsigned", author: null });
      const { posting, content } = await article("/health-tips/unsigned");
      expect(posting.author).toEqual({
        "@type": "MedicalClinic",
        "@id": clinicId,
        name: defaultClinicSettings.name,
        url: `${siteUrl}/`,
      });
      expect(content("article:author")).toBeUndefined();
      expect(posting.image).toEqual([`${siteUrl}/images/share/share-en.jpg`]);
    });

    it("does not link a name two active members share", async () => {
      await handle.db.insert(teamMembers).values([
        { name: "Ana Lima", texts: englishTexts("Nurse"), active: true },
        { name: "Ana Lima", texts: englishTexts("Medical Assistant"), active: true },
      ]);
      await post({ slug: "ana", author: "Ana Lima" });
      const { posting } = await article("/health-tips/ana");
      expect(posting.author).toEqual({ "@type": "Person", name: "Ana Lima" });
    });
  },
);
