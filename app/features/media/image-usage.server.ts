import { and, asc, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import {
  blogPosts,
  foundationGalleryImages,
  insurers,
  pageContent,
  partners,
  teamMembers,
  trash,
  videos,
} from "~/platform/db/schema";
import { UPLOADS_PATH } from "~/platform/images/image-url";
import type { ImageUse } from "./types";

/**
 * Where the library's images are used: blog posts (cover and article text), team
 * members' photos, insurers' and partners' logos, videos' thumbnails, the foundation's gallery, About Us, page content and the clinic's settings. Found by the
 * addresses the content holds (/uploads/<key>, or one of its resized variants), so it
 * is always what the public pages would show. The media page lists it on each image, and
 * an image in use is not deleted (no public page shows a broken image because of it).
 *
 * The tables are read directly (the blog, team and site-content features use the media
 * picker, so importing them here would make a circle); page names are those of
 * app/features/site-content/ ("about_us", "site").
 */

/** An uploaded file's address inside text or HTML; ends where a URL would. */
const UPLOAD_REFERENCE = /\/uploads\/([A-Za-z0-9._\-/]+)/g;
/** A resized variant's suffix: "<key>.640.webp" is the image "<key>". */
const VARIANT_SUFFIX = /\.\d+\.(?:webp|avif)$/;
/** The same two, as PostgreSQL's regular expressions. */
const UPLOAD_REFERENCE_SQL = `${UPLOADS_PATH}/([A-Za-z0-9._/-]+)`;
const VARIANT_SUFFIX_SQL = "\\.[0-9]+\\.(webp|avif)$";

/** The storage keys of the uploads a text refers to (variants counted as their image). */
export function uploadKeysIn(text: string): Set<string> {
  const keys = new Set<string>();
  for (const match of text.matchAll(UPLOAD_REFERENCE)) {
    const key = match[1];
    if (key) keys.add(key.replace(VARIANT_SUFFIX, ""));
  }
  return keys;
}

function pageContentUse(pageName: string, sectionName: string, locale: string): ImageUse {
  const language = locale === "en" ? "English" : "Portuguese";
  if (pageName === "about_us") {
    return { kind: "About Us", label: `${sectionName} (${language})`, href: "/admin/about-us" };
  }
  if (pageName === "site") {
    return { kind: "Clinic settings", label: sectionName, href: "/admin/content" };
  }
  return {
    kind: "Page content",
    label: `${pageName} / ${sectionName} (${language})`,
    href: "/admin/content",
  };
}

/**
 * The images in use, by storage key, with the places that use them (in a stable order):
 * every image, or only those of `keys` (a page of the library). Reads only the rows that
 * mention an upload, or one of those.
 */
export async function findImageUses(
  db: Database,
  keys?: readonly string[],
): Promise<Map<string, ImageUse[]>> {
  if (keys?.length === 0) return new Map();
  // A key's "_" matches any character in LIKE: a row too many is read, never one too few
  // (uploadKeysIn then finds the exact keys).
  const patterns = keys ? keys.map((key) => `%${UPLOADS_PATH}/${key}%`) : [`%${UPLOADS_PATH}/%`];
  const mentions = (column: Parameters<typeof like>[0]) =>
    or(...patterns.map((pattern) => like(column, pattern)));
  // Articles are many and long: a LIKE per key over each one's text took half a second
  // for a page of 50 images at 5,000 articles. The text is read once instead, for the
  // upload addresses it holds, and only when it holds one.
  const contentMentions = keys
    ? sql`(strpos(${blogPosts.content}, ${`${UPLOADS_PATH}/`}) > 0 and exists (
        select 1 from regexp_matches(${blogPosts.content}, ${UPLOAD_REFERENCE_SQL}, 'g') as found(groups)
        where regexp_replace(found.groups[1], ${VARIANT_SUFFIX_SQL}, '') = any(array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[])))`
    : mentions(blogPosts.content);
  // One query after another: `db` may be a transaction, whose one connection runs one at a time.
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      imageUrl: blogPosts.imageUrl,
      content: blogPosts.content,
    })
    .from(blogPosts)
    .where(or(mentions(blogPosts.imageUrl), contentMentions))
    .orderBy(asc(blogPosts.title), asc(blogPosts.id));
  const members = await db
    .select({ id: teamMembers.id, name: teamMembers.name, imageUrl: teamMembers.imageUrl })
    .from(teamMembers)
    .where(isNotNull(teamMembers.imageUrl))
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
  const insurerLogos = await db
    .select({ id: insurers.id, name: insurers.name, logoUrl: insurers.logoUrl })
    .from(insurers)
    .where(mentions(insurers.logoUrl))
    .orderBy(asc(insurers.name), asc(insurers.id));
  const partnerLogos = await db
    .select({ id: partners.id, name: partners.name, logoUrl: partners.logoUrl })
    .from(partners)
    .where(mentions(partners.logoUrl))
    .orderBy(asc(partners.name), asc(partners.id));
  const videoThumbnails = await db
    .select({
      id: videos.id,
      title: sql<string>`${videos.texts} -> 'en' ->> 'title'`,
      thumbnailUrl: videos.thumbnailUrl,
    })
    .from(videos)
    .where(mentions(videos.thumbnailUrl))
    .orderBy(asc(videos.position), asc(videos.id));
  const galleryPhotos = await db
    .select({
      id: foundationGalleryImages.id,
      caption: sql<string>`${foundationGalleryImages.texts} -> 'en' ->> 'caption'`,
      imageUrl: foundationGalleryImages.imageUrl,
    })
    .from(foundationGalleryImages)
    .where(mentions(foundationGalleryImages.imageUrl))
    .orderBy(asc(foundationGalleryImages.position), asc(foundationGalleryImages.id));
  const pages = await db
    .select({
      pageName: pageContent.pageName,
      sectionName: pageContent.sectionName,
      locale: pageContent.locale,
      contentValue: pageContent.contentValue,
    })
    .from(pageContent)
    .where(mentions(pageContent.contentValue))
    .orderBy(asc(pageContent.pageName), asc(pageContent.sectionName), asc(pageContent.locale));
  // Deleted content can come back from the Trash with its images: they stay in use until then.
  const trashed = await db
    .select({
      entityType: trash.entityType,
      title: trash.title,
      text: sql<string>`${trash.snapshot}::text`,
    })
    .from(trash)
    .where(
      and(
        inArray(trash.entityType, ["blog_post", "team_member", "page_content"]),
        mentions(sql`${trash.snapshot}::text`),
      ),
    )
    .orderBy(asc(trash.title), asc(trash.id));

  const uses = new Map<string, ImageUse[]>();
  const add = (text: string, use: ImageUse) => {
    for (const key of uploadKeysIn(text)) {
      const list = uses.get(key) ?? [];
      list.push(use);
      uses.set(key, list);
    }
  };
  for (const post of posts) {
    add(`${post.imageUrl ?? ""} ${post.content}`, {
      kind: "Blog post",
      label: post.title,
      href: `/admin/blog/${post.id}`,
    });
  }
  for (const member of members) {
    add(member.imageUrl ?? "", {
      kind: "Team member",
      label: member.name,
      href: `/admin/team/${member.id}`,
    });
  }
  for (const insurer of insurerLogos) {
    add(insurer.logoUrl ?? "", {
      kind: "Insurer",
      label: insurer.name,
      href: `/admin/insurers/${insurer.id}`,
    });
  }
  for (const partner of partnerLogos) {
    add(partner.logoUrl ?? "", {
      kind: "Partner",
      label: partner.name,
      href: `/admin/partners/${partner.id}`,
    });
  }
  for (const video of videoThumbnails) {
    add(video.thumbnailUrl, {
      kind: "Video",
      label: video.title,
      href: `/admin/videos/${video.id}`,
    });
  }
  for (const photo of galleryPhotos) {
    add(photo.imageUrl, {
      kind: "Foundation gallery",
      label: photo.caption,
      href: `/admin/foundation-gallery/${photo.id}`,
    });
  }
  for (const row of pages) {
    add(row.contentValue, pageContentUse(row.pageName, row.sectionName, row.locale));
  }
  for (const entry of trashed) {
    add(entry.text, {
      kind: "In the Trash",
      label: `${trashedKinds[entry.entityType] ?? "Item"}: ${entry.title}`,
      href: "/admin/trash",
    });
  }
  return uses;
}

const trashedKinds: Partial<Record<string, string>> = {
  blog_post: "Blog post",
  team_member: "Team member",
  page_content: "Page content",
};

/** The places one image (by storage key) is used; empty when it is free to delete. */
export async function usesOfImage(db: Database, key: string): Promise<ImageUse[]> {
  return (await findImageUses(db, [key])).get(key) ?? [];
}
