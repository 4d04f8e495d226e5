import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, blogPosts, images, trash } from "~/platform/db/schema";
import {
  addMissingAvifVariants,
  deleteImage,
  listImagePage,
  MAX_INPUT_PIXELS,
  ORPHAN_GRACE_MS,
  saveUploadedImage,
  sweepOrphanedUploads,
  updateAltText,
  type MediaImage,
} from "~/features/media/images.server";
import {
  createLocalStorage,
  isValidStorageKey,
  type Storage,
} from "~/platform/storage/storage.server";
import * as mediaRoute from "~/routes/admin/media";
import * as uploadRoute from "~/routes/admin/media-upload";
import * as blogRoute from "~/routes/site/blog";
import * as blogPostRoute from "~/routes/site/blog-post";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { formDataOf } from "../../../tests/support/forms";
import { filesUnder } from "../../../tests/support/files";
import { capturingLogger } from "../../../tests/support/logging";
import { dataOf, routesOn, TEST_ORIGIN } from "../../../tests/support/routes";

/*
 * The media library: what counts as an image, what is stored, and who may
 * upload, rename and delete, through the model and the route modules.
 */

// The process's bucket lives in a temporary directory, with a 1 MB limit, before any app module loads.
const uploadsDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/media-test-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  process.env.UPLOAD_MAX_BYTES = String(1024 * 1024);
  return dir;
});
const bucket = path.join(uploadsDir, "admin-uploads");

afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** Every stored key, sorted. */
const storedKeys = () => filesUnder(bucket);

/* Test images, made with sharp. */

function solid(width: number, height: number, background = "#2f855a") {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A PNG whose header declares 100000 × 100000 pixels around a few bytes of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>`,
);

let photoJpeg: Buffer;
let transparentPng: Buffer;
let bombPng: Buffer;
let noisyPng: Buffer;
let tiff: Buffer;

beforeAll(async () => {
  // 1200 × 800 with EXIF (camera, GPS position) and orientation 6 (taken rotated).
  photoJpeg = await solid(1200, 800)
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "SecretCam", Model: "X1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 32/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  transparentPng = await sharp({
    create: {
      width: 500,
      height: 300,
      channels: 4,
      background: { r: 0, g: 0, b: 255, alpha: 0.5 },
    },
  })
    .png()
    .toBuffer();
  // 7000 × 6000 = 42 megapixels of one colour: a few kilobytes on disk.
  bombPng = await solid(7000, 6000, "#ffffff").png({ palette: true, colours: 2 }).toBuffer();
  // Random pixels do not compress: about 1.4 MB, over the 1 MB limit.
  noisyPng = await sharp(
    Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))),
    {
      raw: { width: 700, height: 700, channels: 3 },
    },
  )
    .png({ compressionLevel: 0 })
    .toBuffer();
  tiff = await solid(40, 40).tiff().toBuffer();
}, 60_000);

function fileOf(data: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(data)], name, { type });
}

describe.each(testDatabases)("the media library on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, user } = signedInForDescribe(handle, ["content_editor", "user"]);

  const actor = () => ({ id: editor.id, email: editor.email });

  const imageCount = () => countRows(handle.db, images);

  async function auditActions(entityId: string): Promise<string[]> {
    const rows = await handle.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, entityId));
    expect(rows.every((row) => row.actorId === editor.id)).toBe(true);
    return rows.map((row) => row.action).sort();
  }

  /** Runs a refused upload and checks nothing was stored: no row, no file, no audit entry. */
  async function expectRefused(file: File, status: number, message: RegExp) {
    const rowsBefore = await imageCount();
    const keysBefore = storedKeys();
    const auditBefore = await countRows(handle.db, auditLog);
    const result = await saveUploadedImage(handle.db, file, { actor: actor() });
    expect(result).toEqual({ ok: false, status, message: expect.stringMatching(message) });
    expect(await imageCount()).toBe(rowsBefore);
    expect(storedKeys()).toEqual(keysBefore);
    expect(await countRows(handle.db, auditLog)).toBe(auditBefore);
  }

  describe("saveUploadedImage", () => {
    it("stores a JPEG upright without its EXIF or GPS, with AVIF and WebP variants, a row and an audit entry", async () => {
      const result = await saveUploadedImage(
        handle.db,
        // The name says PNG; the bytes decide: a JPEG.
        fileOf(photoJpeg, "IMG_0001.png", "image/png"),
        {
          altTexts: { en: "  Our   waiting room ", "pt-BR": "   ", es: " Nuestra\tsala " },
          category: "clinic",
          actor: actor(),
        },
      );
      if (!result.ok) throw new Error(result.message);
      const { image } = result;
      // Orientation 6 turns 1200 × 800 into 800 × 1200.
      expect(image).toMatchObject({
        filename: expect.stringMatching(/^[0-9a-f]{16}-800x1200\.jpg$/),
        // The library calls it by the name it had on the uploader's computer.
        originalName: "IMG_0001.png",
        mimeType: "image/jpeg",
        width: 800,
        height: 1200,
        variantWidths: [320, 640, 800],
        // Cleaned, and a blank language left out of the map.
        altTexts: { en: "Our waiting room", es: "Nuestra sala" },
        category: "clinic",
      });
      expect(image.url).toBe(`/uploads/${image.filename}`);

      const stored = readFileSync(path.join(bucket, image.filename));
      expect(image.fileSize).toBe(stored.length);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 800, height: 1200 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("SecretCam");

      for (const width of [320, 640, 800]) {
        const webp = await sharp(path.join(bucket, `${image.filename}.${width}.webp`)).metadata();
        expect(webp).toMatchObject({ format: "webp", width, height: width * 1.5 });
        // sharp reports AVIF as its container format, HEIF.
        const avif = await sharp(path.join(bucket, `${image.filename}.${width}.avif`)).metadata();
        expect(avif).toMatchObject({
          format: "heif",
          compression: "av1",
          width,
          height: width * 1.5,
        });
      }
      expect(await auditActions(image.id)).toEqual(["image.uploaded"]);
      const [row] = await handle.db.select().from(images).where(eq(images.id, image.id));
      expect(row).toMatchObject({ filePath: image.filename, fileSize: stored.length });
    });

    it("keeps a PNG's transparency and never upscales a small image; About Us images go under about-us/", async () => {
      const result = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "logo.png", "image/png"),
        { folder: "about-us", actor: actor() },
      );
      if (!result.ok) throw new Error(result.message);
      expect(result.image.filename).toMatch(/^[0-9a-f]{16}-500x300\.png$/);
      expect(result.image.url).toBe(`/uploads/about-us/${result.image.filename}`);
      expect(result.image.variantWidths).toEqual([320, 500]);
      expect(result.image.altTexts).toEqual({});
      const stored = await sharp(path.join(bucket, "about-us", result.image.filename)).metadata();
      expect(stored).toMatchObject({ format: "png", hasAlpha: true, width: 500 });
    });

    it("refuses a text file renamed to .jpg, with a clear message and nothing stored", async () => {
      await expectRefused(
        fileOf(Buffer.from("name,email\nAna,ana@example.com\n"), "photo.jpg", "image/jpeg"),
        415,
        /^"photo\.jpg" is not an image we can use\. Upload a JPEG, PNG, WebP, GIF or AVIF picture\.$/,
      );
    });

    it("refuses an SVG with a script, as .svg or disguised as .png", async () => {
      await expectRefused(
        fileOf(svgWithScript, "logo.svg", "image/svg+xml"),
        415,
        /SVG images are not accepted/,
      );
      await expectRefused(
        fileOf(svgWithScript, "logo.png", "image/png"),
        415,
        /SVG images are not accepted/,
      );
    });

    it("refuses other formats sharp can read (TIFF)", async () => {
      await expectRefused(
        fileOf(tiff, "scan.tiff", "image/tiff"),
        415,
        /is a TIFF file\. Upload a JPEG/,
      );
    });

    it("refuses a file over UPLOAD_MAX_BYTES, naming the limit", async () => {
      expect(noisyPng.length).toBeGreaterThan(1024 * 1024);
      await expectRefused(
        fileOf(noisyPng, "huge.png", "image/png"),
        413,
        /^"huge\.png" is too large\. Images can be at most 1 MB\.$/,
      );
    });

    it("refuses decompression bombs: a forged header and a real 42-megapixel image", async () => {
      expect(MAX_INPUT_PIXELS).toBe(40_000_000);
      await expectRefused(
        fileOf(pngDeclaring(100_000, 100_000), "tiny.png", "image/png"),
        400,
        /too large in pixels \(100000 × 100000\)\. The limit is 40 megapixels/,
      );
      expect(bombPng.length).toBeLessThan(100 * 1024);
      await expectRefused(
        fileOf(bombPng, "plain.png", "image/png"),
        400,
        /too large in pixels \(7000 × 6000\)/,
      );
    });

    it("refuses an empty file and a truncated image", async () => {
      await expectRefused(fileOf(Buffer.alloc(0), "empty.png", "image/png"), 400, /is empty/);
      const truncated = (await solid(400, 400).jpeg().toBuffer()).subarray(0, 300);
      await expectRefused(
        fileOf(truncated, "cut.jpg", "image/jpeg"),
        415,
        /is not an image we can use/,
      );
    });

    it("stores nothing when the database refuses the row", async () => {
      const keysBefore = storedKeys();
      const failingDb = Object.create(handle.db, {
        transaction: { value: () => Promise.reject(new Error("database offline")) },
      }) as typeof handle.db;
      await expect(
        saveUploadedImage(failingDb, fileOf(transparentPng, "a.png", "image/png"), {
          actor: actor(),
        }),
      ).rejects.toThrow("database offline");
      expect(storedKeys()).toEqual(keysBefore);
    });

    it("removes what it wrote when the store fails halfway, even the write that failed", async () => {
      const root = mkdtempSync(path.join(tmpdir(), "halfway-"));
      const real = createLocalStorage(root);
      let writes = 0;
      // The third write reaches the store and then fails, as a timed-out S3 PUT can.
      const flaky: Storage = {
        ...real,
        async put(key, data, contentType) {
          writes += 1;
          await real.put(key, data, contentType);
          if (writes === 3) throw new Error("socket hang up");
        },
      };
      try {
        await expect(
          saveUploadedImage(handle.db, fileOf(transparentPng, "h.png", "image/png"), {
            actor: actor(),
            storage: flaky,
          }),
        ).rejects.toThrow("socket hang up");
        expect(writes).toBe(3);
        expect(filesUnder(root)).toEqual([]);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  });

  describe("listing, alt text and deleting", () => {
    it("lists newest first", async () => {
      const first = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "1.png", "image/png"),
        {
          actor: actor(),
        },
      );
      const second = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "2.png", "image/png"),
        {
          actor: actor(),
        },
      );
      if (!first.ok || !second.ok) throw new Error("upload failed");
      const listed = (await listImagePage(handle.db, { query: "", page: 1 })).images.map(
        (image) => image.id,
      );
      expect(listed.indexOf(second.image.id)).toBeLessThan(listed.indexOf(first.image.id));
      expect(listed[0]).toBe(second.image.id);
    });

    it("saves alt text (blank clears it) with audit entries", async () => {
      const saved = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "a.png", "image/png"),
        {
          actor: actor(),
        },
      );
      if (!saved.ok) throw new Error(saved.message);
      const updated = await updateAltText(
        handle.db,
        saved.image.id,
        { en: " Front desk ", "pt-BR": " Recepção ", es: " Recepción " },
        actor(),
      );
      expect(updated).toMatchObject({
        ok: true,
        image: { altTexts: { en: "Front desk", "pt-BR": "Recepção", es: "Recepción" } },
      });
      const [stored] = await handle.db
        .select({ altTexts: images.altTexts })
        .from(images)
        .where(eq(images.id, saved.image.id));
      expect(stored?.altTexts).toEqual({ en: "Front desk", "pt-BR": "Recepção", es: "Recepción" });
      const cleared = await updateAltText(
        handle.db,
        saved.image.id,
        { en: "   ", "pt-BR": "", es: "" },
        actor(),
      );
      expect(cleared).toMatchObject({ ok: true, image: { altTexts: {} } });
      expect(await auditActions(saved.image.id)).toEqual([
        "image.alt_text_updated",
        "image.alt_text_updated",
        "image.uploaded",
      ]);
      expect(await updateAltText(handle.db, "not-a-uuid", { en: "x" }, actor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("deletes the row into the Trash and keeps every stored file until it is purged", async () => {
      const saved = await saveUploadedImage(handle.db, fileOf(photoJpeg, "p.jpg", "image/jpeg"), {
        actor: actor(),
      });
      if (!saved.ok) throw new Error(saved.message);
      const mine = () => storedKeys().filter((key) => key.startsWith(saved.image.filename));
      expect(mine()).toHaveLength(7); // the original, and AVIF and WebP at three widths
      expect(await deleteImage(handle.db, saved.image.id, actor())).toEqual({
        ok: true,
        filename: saved.image.filename,
      });
      expect(mine()).toHaveLength(7);
      expect(await handle.db.select().from(images).where(eq(images.id, saved.image.id))).toEqual(
        [],
      );
      expect(
        await handle.db
          .select({ entityType: trash.entityType, title: trash.title })
          .from(trash)
          .where(eq(trash.entityId, saved.image.id)),
      ).toEqual([{ entityType: "image", title: saved.image.filename }]);
      expect(await auditActions(saved.image.id)).toEqual(["image.deleted", "image.uploaded"]);
      expect(await deleteImage(handle.db, saved.image.id, actor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("gives uploads saved before AVIF variants existed their AVIF copies, once", async () => {
      const saved = await saveUploadedImage(handle.db, fileOf(photoJpeg, "o.jpg", "image/jpeg"), {
        actor: actor(),
      });
      if (!saved.ok) throw new Error(saved.message);
      const { filename, variantWidths } = saved.image;
      // As stored before this release: the original and WebP variants only.
      for (const width of variantWidths) rmSync(path.join(bucket, `${filename}.${width}.avif`));

      expect(await addMissingAvifVariants(handle.db)).toBe(variantWidths.length);
      for (const width of variantWidths) {
        const avif = await sharp(path.join(bucket, `${filename}.${width}.avif`)).metadata();
        expect(avif).toMatchObject({ format: "heif", compression: "av1", width });
      }
      expect(await addMissingAvifVariants(handle.db)).toBe(0);
      expect(await deleteImage(handle.db, saved.image.id, actor())).toMatchObject({ ok: true });
    });
  });

  describe("the orphan sweep", () => {
    it("removes old files no image refers to, and leaves images' files and recent writes alone", async () => {
      const root = mkdtempSync(path.join(tmpdir(), "sweep-"));
      const store = createLocalStorage(root);
      try {
        const saved = await saveUploadedImage(
          handle.db,
          fileOf(transparentPng, "kept.png", "image/png"),
          { actor: actor(), storage: store },
        );
        if (!saved.ok) throw new Error(saved.message);
        const keptKeys = filesUnder(root);
        await store.put("orphan-1x1.png", Buffer.from("left by a failed upload"), "image/png");
        await store.put("about-us/orphan-1x1.png.320.webp", Buffer.from("x"), "image/webp");
        const { logger, lines } = capturingLogger();

        // Within the grace period an unreferenced file may be an upload in progress.
        expect(await sweepOrphanedUploads(handle.db, { storage: store, logger })).toBe(0);
        expect(filesUnder(root)).toHaveLength(keptKeys.length + 2);

        const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
        expect(await sweepOrphanedUploads(handle.db, { storage: store, logger, now: later })).toBe(
          2,
        );
        expect(filesUnder(root)).toEqual(keptKeys);
        expect(lines).toContainEqual(
          expect.objectContaining({ msg: "removed stored files no image refers to", removed: 2 }),
        );
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  });

  describe("the routes", () => {
    const routes = routesOn(handle);

    /** A multipart post to the library page's action. */
    function postMedia(body: FormData, cookie?: string) {
      return routes.post("/admin/media", mediaRoute, "/admin/media", body, cookie);
    }

    /** A multipart post to the progress uploader's route. */
    function postUpload(body: FormData, cookie?: string) {
      return routes.post("/admin/media/upload", uploadRoute, "/admin/media/upload", body, cookie);
    }

    it("refuse anonymous visitors with 401 and signed-in users with 403 on every action, changing nothing", async () => {
      const saved = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "k.png", "image/png"),
        {
          altTexts: { en: "Kept" },
          actor: actor(),
        },
      );
      if (!saved.ok) throw new Error(saved.message);
      const rowsBefore = await imageCount();
      const keysBefore = storedKeys();
      // No session: 401 (the session has ended); a signed-in user: 403.
      for (const [cookie, status] of [
        [undefined, 401],
        [user.cookie, 403],
      ] as const) {
        const png = () => fileOf(transparentPng, "x.png", "image/png");
        const answers = [
          await postUpload(formDataOf({ file: png() }), cookie),
          await postMedia(formDataOf({ intent: "upload", files: png() }), cookie),
          await postMedia(formDataOf({ intent: "delete", id: saved.image.id }), cookie),
          await postMedia(
            formDataOf({ intent: "alt-text", id: saved.image.id, altText_en: "Changed" }),
            cookie,
          ),
        ];
        for (const answer of answers) expect(answer).toMatchObject({ kind: "error", status });
        // Reading the library (and the picker's fetch of it) sends them to the login page.
        const page = await routes.get("/admin/media", mediaRoute, "/admin/media", cookie);
        expect(page).toMatchObject({
          kind: "redirect",
          location: cookie ? "/admin/waiting" : "/admin/login",
        });
        const uploadGet = await routes.get(
          "/admin/media/upload",
          uploadRoute,
          "/admin/media/upload",
          cookie,
        );
        expect(uploadGet).toMatchObject({ kind: "redirect", status: 302 });
      }
      expect(await imageCount()).toBe(rowsBefore);
      expect(storedKeys()).toEqual(keysBefore);
      const [row] = await handle.db.select().from(images).where(eq(images.id, saved.image.id));
      expect(row?.altTexts).toEqual({ en: "Kept" });
    });

    it("upload one file in JSON for the progress uploader: 201 with the image, or the refusal's status and message", async () => {
      const ok = await postUpload(
        formDataOf({ file: fileOf(transparentPng, "a.png", "image/png"), category: "team" }),
        editor.cookie,
      );
      expect(ok.status).toBe(201);
      expect(ok).toMatchObject({
        kind: "data",
        data: {
          ok: true,
          image: {
            category: "team",
            url: expect.stringMatching(/^\/uploads\/[0-9a-f]{16}-500x300\.png$/),
          },
        },
      });

      // The article editor's upload in place sends the alt text in the post's language,
      // named as on the library's card (a Spanish article's: altText_es).
      const described = await postUpload(
        formDataOf({
          file: fileOf(transparentPng, "b.png", "image/png"),
          "altText_pt-BR": "  Uma sala de espera ",
        }),
        editor.cookie,
      );
      expect(described.status).toBe(201);
      expect(described).toMatchObject({
        data: { image: { altTexts: { "pt-BR": "Uma sala de espera" } } },
      });
      const spanish = await postUpload(
        formDataOf({
          file: fileOf(transparentPng, "c.png", "image/png"),
          altText_es: "Una sala de espera",
          // The names of before are not read: no English text comes from them.
          altText: "A waiting room",
        }),
        editor.cookie,
      );
      expect(spanish.status).toBe(201);
      expect(spanish.kind === "data" && spanish.data).toMatchObject({
        image: { altTexts: { es: "Una sala de espera" } },
      });
      expect(
        spanish.kind === "data" && (spanish.data as { image: MediaImage }).image.altTexts.en,
      ).toBeUndefined();

      const svg = await postUpload(
        formDataOf({ file: fileOf(svgWithScript, "a.png", "image/png") }),
        editor.cookie,
      );
      expect(svg.status).toBe(415);
      expect(svg.kind === "data" && svg.data).toEqual({
        ok: false,
        message: expect.stringContaining("SVG images are not accepted"),
      });

      const none = await postUpload(formDataOf({ category: "x" }), editor.cookie);
      expect(none.status).toBe(400);
      expect(none.kind === "data" && none.data).toEqual({
        ok: false,
        message: "Choose one image file to upload.",
      });
    });

    it("refuse a body over the limit without reading it", async () => {
      const rowsBefore = await imageCount();
      const request = new Request(`${TEST_ORIGIN}/admin/media/upload`, {
        method: "POST",
        headers: {
          Cookie: editor.cookie,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(5 * 1024 * 1024),
        },
        body: "--x--",
      });
      const answer = await routes.call("/admin/media/upload", uploadRoute, request);
      expect(answer.status).toBe(413);
      expect(answer.kind === "data" && answer.data).toEqual({
        ok: false,
        message: "The file is too large. Images can be at most 1 MB.",
      });

      // Chunked, without a declared length: counted as it arrives.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(100 * 1024));
          controller.close();
        },
      });
      const chunked = new Request(`${TEST_ORIGIN}/admin/media/upload`, {
        method: "POST",
        headers: { Cookie: editor.cookie, "Content-Type": "multipart/form-data; boundary=x" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect((await routes.call("/admin/media/upload", uploadRoute, chunked)).status).toBe(413);
      expect(await imageCount()).toBe(rowsBefore);
    });

    it("upload several files without JavaScript, redirecting with a toast, or list the refused ones", async () => {
      const before = await imageCount();
      const body = formDataOf({ intent: "upload", category: "blog" });
      body.append("files", fileOf(transparentPng, "one.png", "image/png"));
      body.append("files", fileOf(photoJpeg, "two.jpg", "image/jpeg"));
      const done = await postMedia(body, editor.cookie);
      expect(done).toMatchObject({ kind: "redirect", status: 302, location: "/admin/media" });
      expect(done.toast).toEqual({
        type: "success",
        title: "File uploaded successfully",
        description: "2 files were uploaded.",
      });
      expect(await imageCount()).toBe(before + 2);

      const mixed = formDataOf({ intent: "upload" });
      mixed.append("files", fileOf(transparentPng, "fine.png", "image/png"));
      mixed.append("files", fileOf(svgWithScript, "evil.svg", "image/svg+xml"));
      const refused = await postMedia(mixed, editor.cookie);
      expect(refused).toMatchObject({ kind: "data", status: 415 });
      expect(refused.toast).toEqual({
        type: "error",
        title: "Failed to upload file",
        description: expect.stringContaining("SVG"),
      });
      expect(refused.kind === "data" && refused.data).toEqual({
        uploadErrors: [
          { name: "evil.svg", message: expect.stringContaining("SVG images are not accepted") },
        ],
        uploaded: 1,
      });
      expect(await imageCount()).toBe(before + 3);

      const empty = formDataOf({ intent: "upload" });
      empty.append("files", new File([], "", { type: "application/octet-stream" }));
      const none = await postMedia(empty, editor.cookie);
      expect(none).toMatchObject({ kind: "data", status: 400 });
      expect(none.toast).toMatchObject({
        title: "Failed to upload file",
        description: "Choose at least one image.",
      });
    });

    it("show a Spanish alt text saved on the library's card on the Spanish pages that use the image", async () => {
      const saved = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "cover.png", "image/png"),
        { altTexts: { en: "The clinic's front desk" }, actor: actor() },
      );
      if (!saved.ok) throw new Error(saved.message);
      const slug = `cover-es-${saved.image.id.slice(0, 8)}`;
      await handle.db.insert(blogPosts).values({
        title: "Consejos de salud",
        slug,
        locale: "es",
        category: "general",
        imageUrl: saved.image.url,
        published: true,
        publishAt: new Date("2024-01-02T10:00:00Z"),
      });
      const article = async () => {
        const answer = await routes.get(
          "/es/health-tips/:slug",
          blogPostRoute,
          `/es/health-tips/${slug}`,
        );
        return (dataOf(answer) as { post: { imageAlt: string } | null }).post?.imageAlt;
      };
      const listed = async () => {
        const answer = await routes.get("/es/health-tips", blogRoute, "/es/health-tips");
        const { list } = dataOf(answer) as {
          list: {
            featured: { slug: string; imageAlt: string } | null;
            posts: { slug: string; imageAlt: string }[];
          };
        };
        return [...(list.featured ? [list.featured] : []), ...list.posts].find(
          (card) => card.slug === slug,
        )?.imageAlt;
      };
      // Only an English text: the Spanish pages show the cover as decorative, not in English.
      expect(await article()).toBe("");
      expect(await listed()).toBe("");

      const answer = await postMedia(
        formDataOf({
          intent: "alt-text",
          id: saved.image.id,
          altText_en: "The clinic's front desk",
          "altText_pt-BR": "",
          altText_es: "La recepción de la clínica",
          altTextBase_en: "The clinic's front desk",
          "altTextBase_pt-BR": "",
          altTextBase_es: "",
        }),
        editor.cookie,
      );
      expect(answer).toMatchObject({ kind: "redirect", status: 302 });
      expect(await article()).toBe("La recepción de la clínica");
      expect(await listed()).toBe("La recepción de la clínica");
      await handle.db.delete(blogPosts).where(eq(blogPosts.slug, slug));
    });

    it("let an editor save alt text and delete a file, with toasts", async () => {
      const saved = await saveUploadedImage(
        handle.db,
        fileOf(transparentPng, "d.png", "image/png"),
        {
          actor: actor(),
        },
      );
      if (!saved.ok) throw new Error(saved.message);
      /** The card's form: each language's text and what the card showed as stored. */
      const altForm = (
        typed: { en: string; "pt-BR": string; es: string },
        shown: { en: string; "pt-BR": string; es: string } | null,
      ) =>
        formDataOf({
          intent: "alt-text",
          id: saved.image.id,
          altText_en: typed.en,
          "altText_pt-BR": typed["pt-BR"],
          altText_es: typed.es,
          ...(shown
            ? {
                altTextBase_en: shown.en,
                "altTextBase_pt-BR": shown["pt-BR"],
                altTextBase_es: shown.es,
              }
            : {}),
        });
      const none = { en: "", "pt-BR": "", es: "" };
      const alt = await postMedia(
        altForm({ en: "Logo", "pt-BR": "Logotipo", es: "Logotipo de la clínica" }, none),
        editor.cookie,
      );
      expect(alt).toMatchObject({ kind: "redirect", status: 302 });
      expect(alt.toast).toEqual({ type: "success", title: "Alt text saved" });
      const storedTexts = async () =>
        (
          await handle.db
            .select({ altTexts: images.altTexts })
            .from(images)
            .where(eq(images.id, saved.image.id))
        )[0]?.altTexts;
      const saved3 = { en: "Logo", "pt-BR": "Logotipo", es: "Logotipo de la clínica" };
      expect(await storedTexts()).toEqual(saved3);

      // A colleague then changes only the Spanish text.
      expect(
        await postMedia(altForm({ ...saved3, es: "Logotipo" }, saved3), editor.cookie),
      ).toMatchObject({ kind: "redirect" });
      // A card opened before that save (it showed the three texts of before) is refused,
      // naming the Spanish text only, and keeps what was typed in every language (here a
      // new English one); nothing is written.
      const stale = await postMedia(
        altForm({ ...saved3, en: "Clinic logo" }, saved3),
        editor.cookie,
      );
      expect(stale).toMatchObject({
        status: 409,
        data: {
          altTextConflict: {
            id: saved.image.id,
            yours: { en: "Clinic logo", "pt-BR": "Logotipo", es: "Logotipo de la clínica" },
            stored: { en: "Logo", "pt-BR": "Logotipo", es: "Logotipo" },
            conflict: {
              changedByYou: true,
              fields: [
                { name: "altText_en", theirs: "Logo", yours: "Clinic logo" },
                { name: "altText_es", theirs: "Logotipo", yours: "Logotipo de la clínica" },
              ],
            },
          },
        },
        toast: { type: "error", title: "Alt text not saved" },
      });
      // A form that does not say what it showed (a base left out) is refused too.
      expect(await postMedia(altForm({ ...none, en: "X" }, null), editor.cookie)).toMatchObject({
        status: 409,
      });
      const withoutSpanishBase = altForm({ ...none, en: "X" }, saved3);
      withoutSpanishBase.delete("altTextBase_es");
      expect(await postMedia(withoutSpanishBase, editor.cookie)).toMatchObject({ status: 409 });
      expect(await storedTexts()).toEqual({ ...saved3, es: "Logotipo" });
      // Saving again from the refused card (its base now what is stored) keeps what was typed.
      const again = await postMedia(
        altForm(
          { en: "Clinic logo", "pt-BR": "Logotipo", es: "Logotipo de la clínica" },
          { en: "Logo", "pt-BR": "Logotipo", es: "Logotipo" },
        ),
        editor.cookie,
      );
      expect(again).toMatchObject({ kind: "redirect", status: 302 });
      expect(await storedTexts()).toEqual({
        en: "Clinic logo",
        "pt-BR": "Logotipo",
        es: "Logotipo de la clínica",
      });

      // Too long in any language: refused, and nothing changes.
      const current = { en: "Clinic logo", "pt-BR": "Logotipo", es: "Logotipo de la clínica" };
      const tooLong = await postMedia(
        altForm({ ...current, es: "x".repeat(301) }, current),
        editor.cookie,
      );
      expect(tooLong).toMatchObject({
        status: 400,
        data: {
          altTextError: { id: saved.image.id, message: "Alt text can be at most 300 characters." },
        },
        toast: {
          type: "error",
          title: "Failed to save alt text",
          description: "Alt text can be at most 300 characters.",
        },
      });
      expect(await storedTexts()).toEqual(current);

      const deleted = await postMedia(
        formDataOf({ intent: "delete", id: saved.image.id }),
        editor.cookie,
      );
      expect(deleted).toMatchObject({ kind: "redirect", status: 302 });
      expect(deleted.toast).toEqual({
        type: "success",
        title: "File deleted successfully",
        description: `Moved "${saved.image.filename}" to the Trash. It is kept 30 days.`,
      });
      expect(
        await handle.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, saved.image.id), eq(auditLog.action, "image.deleted"))),
      ).toHaveLength(1);

      const deletedAgain = await postMedia(
        formDataOf({ intent: "delete", id: saved.image.id }),
        editor.cookie,
      );
      expect(deletedAgain).toMatchObject({
        status: 404,
        toast: { type: "error", title: "Failed to delete file" },
      });
    });

    it("serve the library to editors, newest first, with the upload limit", async () => {
      const page = await routes.get("/admin/media", mediaRoute, "/admin/media", editor.cookie);
      expect(page.kind).toBe("data");
      const loaded = (page.kind === "data" ? page.data : null) as {
        images: { id: string }[];
        loadFailed: boolean;
        maxUploadBytes: number;
      };
      expect(loaded.loadFailed).toBe(false);
      expect(loaded.maxUploadBytes).toBe(1024 * 1024);
      expect(loaded.images.map((image) => image.id)).toEqual(
        (await listImagePage(handle.db, { query: "", page: 1 })).images.map((image) => image.id),
      );
    });
  });
});

describe("the local bucket", () => {
  const root = mkdtempSync(path.join(tmpdir(), "bucket-"));
  const bucketStorage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("accepts plain keys, one folder deep and more, and refuses anything odd", () => {
    for (const key of [
      "ab12-10x10.jpg",
      "about-us/ab12-10x10.png",
      "about-us/ab12-10x10.png.320.webp",
    ]) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
    for (const key of [
      "",
      "../secret.jpg",
      "about-us/../../etc/passwd",
      "/etc/passwd",
      "about-us\\x.jpg",
      ".hidden.jpg",
      "a//b.jpg",
      "a/b/c/d.jpg",
      "x..jpg",
      "café.jpg",
      "a b.jpg",
      "x.jpg/",
      "%2e%2e/x.jpg",
      "x".repeat(201),
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });

  it("puts, gets and deletes, and throws for a bad key", async () => {
    await bucketStorage.put("about-us/k.png", Buffer.from("data"), "image/png");
    expect((await bucketStorage.get("about-us/k.png"))?.toString()).toBe("data");
    expect(await bucketStorage.get("about-us/missing.png")).toBeNull();
    await bucketStorage.delete("about-us/k.png");
    await bucketStorage.delete("about-us/k.png");
    expect(await bucketStorage.get("about-us/k.png")).toBeNull();
    await expect(bucketStorage.put("../x.png", Buffer.from("x"), "image/png")).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(bucketStorage.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
    expect(readdirSync(path.dirname(root)).includes("x.png")).toBe(false);
  });
});
