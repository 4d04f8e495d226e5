import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, images, trash } from "~/platform/db/schema";
import * as mediaRoute from "~/routes/admin/media";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * The media library at clinic scale (issue 27): type and alt text filters and the sorts
 * in SQL through the route's loader, and Move to trash of the checked images, which
 * keeps an image in use as its single delete does.
 */

const PAGE = "/admin/media";
const types = ["jpeg", "png", "webp", "gif", "avif"] as const;

type MediaList = {
  images: {
    id: string;
    filename: string;
    mimeType: string;
    altTexts: Partial<Record<string, string>>;
    fileSize: number;
  }[];
  matches: number;
  total: number;
  missingAlt: number;
  page: number;
  pageCount: number;
};

describe.each(testDatabases)("the media list's filters on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const { get: load, post: submit } = routesOn(handle);

  async function list(url: string): Promise<MediaList> {
    const answer = await load(PAGE, mediaRoute, url, editor.cookie);
    if (answer.kind !== "data") throw new Error("the library did not load");
    return answer.data as MediaList;
  }

  async function seed() {
    await handle.db.delete(images);
    const base = Date.UTC(2025, 0, 1);
    return handle.db
      .insert(images)
      .values(
        Array.from({ length: 100 }, (_, n) => ({
          filename: `file-${String(n).padStart(3, "0")}.${types[n % 5]}`,
          originalName: n % 10 === 0 ? `clinic-front-${n}.jpg` : null,
          // Every fourth has no English text; every eighth has a Spanish one only, which
          // still counts as missing (the English text is the one the library asks for).
          altTexts: n % 4 !== 0 ? { en: `Picture ${n}` } : n % 8 === 0 ? { es: `Foto ${n}` } : {},
          filePath: `lists/file-${n}`,
          fileSize: 1000 + n,
          mimeType: `image/${types[n % 5]}`,
          uploadDate: new Date(base + n * 60_000),
        })),
      )
      .returning({ id: images.id, filePath: images.filePath });
  }

  it("filters by type and alt text and sorts in SQL, paging with the filters", async () => {
    await seed();
    const png = await list(`${PAGE}?type=png`);
    expect(png.matches).toBe(20);
    expect(png.images.every((image) => image.mimeType === "image/png")).toBe(true);

    const missing = await list(`${PAGE}?alt=missing`);
    expect(missing).toMatchObject({ matches: 25, missingAlt: 25 });
    expect(missing.images.every((image) => image.altTexts.en === undefined)).toBe(true);
    expect(missing.images.filter((image) => image.altTexts.es !== undefined)).toHaveLength(13);
    expect((await list(`${PAGE}?alt=present`)).matches).toBe(75);
    // n % 20 == 0: jpeg and no alt text.
    expect((await list(`${PAGE}?type=jpeg&alt=missing`)).matches).toBe(5);
    expect((await list(`${PAGE}?q=clinic-front&type=jpeg`)).matches).toBe(10);

    const largest = await list(`${PAGE}?sort=largest`);
    expect(largest.images[0]?.fileSize).toBe(1099);
    const oldest = await list(`${PAGE}?sort=oldest&page=2`);
    expect(oldest).toMatchObject({ page: 2, pageCount: 3 });
    expect(oldest.images[0]?.filename).toBe("file-048.gif");
    expect((await list(`${PAGE}?type=bmp&alt=maybe`)).matches).toBe(100);
    expect((await list(`${PAGE}?q=nothing-like-this`)).images).toEqual([]);
  });

  it("moves the checked images to the Trash, keeping one in use, back at the same place", async () => {
    const rows = await seed();
    const [used, free1, free2] = rows;
    if (!used || !free1 || !free2) throw new Error("no images");
    await handle.db.insert(blogPosts).values({
      title: "Uses an image",
      slug: `uses-image-${Date.now()}`,
      imageUrl: `/uploads/${used.filePath}`,
      content: "<p>x</p>",
    });
    const ids = [used.id, free1.id, free2.id];
    const place = `${PAGE}?type=jpeg&sort=oldest`;

    const asked = await submit(
      PAGE,
      mediaRoute,
      place,
      { intent: "bulk-trash", ids },
      editor.cookie,
    );
    expect(asked).toMatchObject({ kind: "data", data: { confirmation: { ids } } });
    expect((await handle.db.select().from(images)).length).toBe(100);

    const done = await submit(
      PAGE,
      mediaRoute,
      place,
      { intent: "bulk-trash", ids, confirmed: "yes" },
      editor.cookie,
    );
    expect(done).toMatchObject({
      kind: "redirect",
      location: place,
      toast: {
        type: "success",
        title: "2 images moved to the Trash",
        description: expect.stringContaining("1 image in use was kept"),
      },
    });
    const left = await handle.db
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, ids));
    expect(left).toEqual([{ id: used.id }]);
    const kept = await handle.db
      .select({ id: trash.entityId })
      .from(trash)
      .where(inArray(trash.entityId, ids));
    expect(kept.map((row) => row.id).sort()).toEqual([free1.id, free2.id].sort());
    expect(await auditEntries(handle.db, ["entityId"], "image.deleted", free1.id)).toHaveLength(1);
  });
});
