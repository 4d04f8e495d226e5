import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import {} from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, images } from "~/platform/db/schema";
import { saveUploadedImage } from "~/features/media/images.server";
import { createLocalStorage, type Storage } from "~/platform/storage/storage.server";
import * as uploadRoute from "~/routes/admin/media-upload";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { filesUnder } from "../../../tests/support/files";
import { fileOf, text, type Payload } from "../../../tests/support/fuzz/payloads";
import { buildRequest } from "../../../tests/support/fuzz/requests";
import { routesOn, type RouteAnswer } from "../../../tests/support/routes";

/*
 * Uploads: files made to attack the media library. Each is refused with
 * a message an editor understands, before anything reaches storage (no key, no
 * row, no audit entry); an image that is accepted is stored re-encoded, so
 * nothing appended to it or hidden in its metadata survives.
 */

// The process's bucket is a temporary directory with a 256 KB limit, set before any app module loads.
const uploadsDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/upload-attacks-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = dir;
  process.env.UPLOAD_MAX_BYTES = String(256 * 1024);
  return dir;
});
const LIMIT = 256 * 1024;
const bucket = path.join(uploadsDir, "admin-uploads");

/** A bucket in its own directory that counts every write, for the model-level checks. */
const countingDir = mkdtempSync(path.join(tmpdir(), "upload-attacks-counting-"));
const writes: string[] = [];
const localBucket = createLocalStorage(countingDir);
const countingStorage: Storage = {
  ...localBucket,
  async put(key, data, contentType) {
    writes.push(key);
    await localBucket.put(key, data, contentType);
  },
};

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(countingDir, { recursive: true, force: true });
});

/* The attacks, built in the test. */

/** A PNG made by sharp whose header is then rewritten to declare width × height (CRC fixed). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  // Signature (8), length (4), "IHDR" (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG made by sharp whose frame header (SOF0) is rewritten to declare width × height. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A ZIP archive of one stored file: what makes an image "also a ZIP" when appended. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralStart = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const svgWithScript = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`,
);
const plainSvg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`,
);
const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
const trailer = "TRAILING-PAYLOAD-7f3a";

let png: Buffer;
let jpeg: Buffer;
let gif: Buffer;
let noisyPng: Buffer;

beforeAll(async () => {
  const solid = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f855a" } });
  png = await solid().png().toBuffer();
  gif = await solid().gif().toBuffer();
  jpeg = await solid()
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "patient: Ana Souza" } })
    .toBuffer();
  // Random pixels do not compress: over the 256 KB limit, under the request's limit (+64 KB).
  const pixels = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  noisyPng = await sharp(pixels, { raw: { width: 300, height: 300, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
});

/** The JSON the upload route answered (fails the test on a redirect or a thrown error). */
function jsonOf(answer: RouteAnswer): unknown {
  if (answer.kind !== "data")
    throw new Error(`expected JSON, got a ${answer.status} ${answer.kind}`);
  return answer.data;
}

type Attack = { name: string; file: () => Promise<File> | File; message: RegExp };

function file(data: Buffer, name: string, type = "image/png"): File {
  return new File([new Uint8Array(data)], name, { type });
}

const notAnImage = /is not an image we can use\. Upload a JPEG, PNG, WebP, GIF or AVIF picture\./;
const hiddenContent = /contains something besides the picture/;
const oddName = /The file name .* cannot be used/;

const attacks: Attack[] = [
  {
    name: "a text file renamed to .png",
    file: () => file(Buffer.from("name,email\nAna,ana@example.com\n"), "photo.png"),
    message: notAnImage,
  },
  {
    name: "an HTML page renamed to .jpg",
    file: () => file(html, "photo.jpg", "image/jpeg"),
    message: notAnImage,
  },
  {
    name: "an SVG with a script, as .svg",
    file: () => file(svgWithScript, "logo.svg", "image/svg+xml"),
    message: /is an SVG file\. SVG images are not accepted because they can carry scripts/,
  },
  {
    name: "an SVG with a script, renamed to .png",
    file: () => file(svgWithScript, "logo.png"),
    message: /SVG images are not accepted/,
  },
  {
    name: "an SVG without a script (uploads are raster only)",
    file: () => file(plainSvg, "icon.svg", "image/svg+xml"),
    message: /SVG images are not accepted/,
  },
  {
    name: "a GIF header followed by JavaScript (GIF/JS polyglot)",
    file: () => file(Buffer.from("GIF89a/*\x00\x00*/=1;alert(document.domain);//"), "x.gif"),
    message: notAnImage,
  },
  {
    name: "a real GIF with an HTML page appended",
    file: () => file(Buffer.concat([gif, html]), "anim.gif", "image/gif"),
    message: hiddenContent,
  },
  {
    name: "a real JPEG with an HTML page appended",
    file: () => file(Buffer.concat([jpeg, html]), "photo.jpg", "image/jpeg"),
    message: hiddenContent,
  },
  {
    name: "a real JPEG with a ZIP archive appended (JPEG/ZIP polyglot)",
    file: () => file(Buffer.concat([jpeg, zipOf("run.js", "alert(1)")]), "photo.jpg", "image/jpeg"),
    message: hiddenContent,
  },
  {
    name: "a real PNG with a script in its metadata",
    file: async () =>
      file(
        await sharp(png)
          .png()
          .withMetadata()
          .withExif({ IFD0: { ImageDescription: "<script>alert(1)</script>" } })
          .toBuffer(),
        "meta.png",
      ),
    message: hiddenContent,
  },
  {
    name: "a 1-pixel PNG declaring 30000 × 30000 (decompression bomb)",
    file: async () => file(await pngDeclaring(30_000, 30_000), "bomb.png"),
    message: /too large in pixels \(30000 × 30000\)\. The limit is 40 megapixels/,
  },
  {
    name: "an 8-pixel JPEG declaring 60000 × 60000 (decompression bomb)",
    file: async () => file(await jpegDeclaring(60_000, 60_000), "bomb.jpg", "image/jpeg"),
    message: /too large in pixels \(60000 × 60000\)/,
  },
  {
    name: "a path-traversal name",
    file: () => file(png, "../../etc/passwd.png"),
    message: oddName,
  },
  {
    name: "a Windows path-traversal name",
    file: () => file(png, "..\\..\\windows\\win.ini.png"),
    message: oddName,
  },
  {
    name: "an absolute path as the name",
    file: () => file(png, "/var/www/uploads/shell.png"),
    message: oddName,
  },
  {
    name: "a name with a NUL byte",
    file: () => file(png, "shell.php\u0000.png"),
    message: oddName,
  },
  {
    name: "a name with a line break (a forged header)",
    file: () => file(png, "a.png\r\nContent-Type: text/html"),
    message: oddName,
  },
  {
    name: "a name longer than any file system allows",
    file: () => file(png, `${"a".repeat(300)}.png`),
    message: oddName,
  },
  {
    name: "an empty file",
    file: () => file(Buffer.alloc(0), "empty.png"),
    message: /"empty\.png" is empty\./,
  },
  {
    name: "a file over UPLOAD_MAX_BYTES",
    file: () => file(noisyPng, "huge.png"),
    message: /^"huge\.png" is too large\. Images can be at most 0.25 MB\.$/,
  },
];

describe.each(testDatabases)("upload attacks on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor } = signedInForDescribe(handle, ["content_editor"]);
  const routes = routesOn(handle);

  async function rowCounts(): Promise<[number, number]> {
    return [await countRows(handle.db, images), await countRows(handle.db, auditLog)];
  }

  /** Posts to the upload route, as multipart written byte by byte: the name reaches the server exactly as the attacker wrote it. */
  function upload(payload: Payload) {
    return routes.call(
      "/admin/media/upload",
      uploadRoute,
      buildRequest("/admin/media/upload", payload, "multipart", { Cookie: editor.cookie }),
    );
  }

  describe.each(attacks)("$name", (attack) => {
    it("is refused by saveUploadedImage with a clear message; nothing is written", async () => {
      const before = await rowCounts();
      const writesBefore = writes.length;
      const started = performance.now();
      const result = await saveUploadedImage(handle.db, await attack.file(), {
        actor: { id: editor.id, email: editor.email },
        storage: countingStorage,
      });
      // Refused from the header, without decoding pixels (a bomb would take seconds and gigabytes).
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(result).toMatchObject({ ok: false, message: expect.stringMatching(attack.message) });
      expect((result as { status: number }).status).toBeGreaterThanOrEqual(400);
      expect((result as { status: number }).status).toBeLessThan(500);
      expect(writes.length).toBe(writesBefore);
      expect(await rowCounts()).toEqual(before);
    });

    it("is refused by the upload action with the same message; the bucket is untouched", async () => {
      const chosen = await attack.file();
      const before = await rowCounts();
      const keysBefore = filesUnder(bucket);
      const outcome = await upload([
        ["file", fileOf(chosen.name, chosen.type, new Uint8Array(await chosen.arrayBuffer()))],
      ]);
      expect(outcome.status).toBeGreaterThanOrEqual(400);
      expect(outcome.status).toBeLessThan(500);
      const { ok, message } = jsonOf(outcome) as { ok: boolean; message: string };
      expect(ok).toBe(false);
      // A name the multipart parser cannot read refuses the whole request, in plain words too.
      expect(message).toMatch(
        new RegExp(
          `${attack.message.source}|^The upload was not understood\\. Please try again\\.$`,
        ),
      );
      expect(filesUnder(bucket)).toEqual(keysBefore);
      expect(await rowCounts()).toEqual(before);
    });
  });

  it("refuses a request body over the upload limit before reading it", async () => {
    const keysBefore = filesUnder(bucket);
    const outcome = await upload([
      ["file", fileOf("big.png", "image/png", new Uint8Array(LIMIT * 2))],
      ["altText_en", text("Big")],
    ]);
    expect(outcome.status).toBe(413);
    expect(jsonOf(outcome)).toEqual({
      ok: false,
      message: "The file is too large. Images can be at most 0.25 MB.",
    });
    expect(filesUnder(bucket)).toEqual(keysBefore);
  });

  it("stores an accepted image re-encoded: nothing appended and no metadata survives", async () => {
    const withTrailer = Buffer.concat([jpeg, Buffer.from(trailer)]);
    const outcome = await upload([
      ["file", fileOf("recepção 😀.jpg", "image/jpeg", new Uint8Array(withTrailer))],
    ]);
    expect(outcome.status).toBe(201);
    const { image } = jsonOf(outcome) as { image: { filename: string; url: string } };
    // The stored name is the server's, never the one sent.
    expect(image.filename).toMatch(/^[0-9a-f]{16}-64x48\.jpg$/);
    const stored = readFileSync(path.join(bucket, image.filename));
    expect(stored.includes(Buffer.from(trailer))).toBe(false);
    expect(stored.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(stored.includes(Buffer.from("Ana Souza"))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    for (const key of filesUnder(bucket).filter((name) => name.startsWith(image.filename))) {
      expect(readFileSync(path.join(bucket, key)).includes(Buffer.from(trailer))).toBe(false);
    }
  });
});
