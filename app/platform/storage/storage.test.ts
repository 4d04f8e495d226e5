import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "~/platform/storage/s3-storage.server";
import {
  createLocalStorage,
  InvalidStorageKeyError,
  type Storage,
} from "~/platform/storage/storage.server";
import { startS3Server, type S3TestServer } from "../../../tests/support/s3-server";

/*
 * One contract for every uploads backend: local disk and S3 (against s3rver).
 * Each backend gives a fresh empty bucket, and one whose every I/O fails, which
 * shows that an invalid key is refused before any I/O is tried.
 */

type Backend = {
  name: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  fresh(): Promise<Storage>;
  unreachable(): Storage;
};

let tempRoot = "";
let s3: S3TestServer | undefined;
let bucketCount = 0;

const localDisk: Backend = {
  name: "local disk",
  async setUp() {
    tempRoot = await mkdtemp(path.join(tmpdir(), "storage-test-"));
    await writeFile(path.join(tempRoot, "a-file"), "not a directory");
  },
  async tearDown() {
    await rm(tempRoot, { recursive: true, force: true });
  },
  async fresh() {
    bucketCount += 1;
    return createLocalStorage(path.join(tempRoot, `bucket-${bucketCount}`));
  },
  unreachable() {
    // A bucket "inside" a regular file: every read or write fails with ENOTDIR.
    return createLocalStorage(path.join(tempRoot, "a-file", "bucket"));
  },
};

const s3Backend: Backend = {
  name: "S3 (s3rver)",
  async setUp() {
    s3 = await startS3Server();
  },
  async tearDown() {
    await s3?.close();
  },
  async fresh() {
    if (!s3) throw new Error("s3rver is not running");
    // One bucket for the suite: each test clears it first.
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      listPageSize: 2,
    });
    for (const key of await listed(storage)) await storage.delete(key);
    return storage;
  },
  unreachable() {
    return createS3Storage({
      bucket: "nowhere",
      region: "us-east-1",
      // Port 9 (discard) on loopback: nothing listens, every request fails to connect.
      endpoint: "http://127.0.0.1:9",
      forcePathStyle: true,
      credentials: { accessKeyId: "x", secretAccessKey: "y" },
    });
  },
};

async function listed(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

const invalidKeys = [
  "",
  "../escape.png",
  "a/../../escape.png",
  "/etc/passwd",
  "a\\b.png",
  ".hidden",
  "a//b.png",
  "a/b/c/d.png",
  "a b.png",
  "%2e%2e/x.png",
  `${"x".repeat(201)}`,
];

describe.each([localDisk, s3Backend])("uploads storage on $name", (backend) => {
  beforeAll(async () => {
    await backend.setUp();
  });
  afterAll(async () => {
    await backend.tearDown();
  });

  it("stores, reads, lists and deletes keys at every depth", async () => {
    const storage = await backend.fresh();
    expect(await listed(storage)).toEqual([]);
    await storage.put("top.png", Buffer.from("top"), "image/png");
    await storage.put("about-us/nested.webp", Buffer.from("nested"), "image/webp");
    await storage.put("a/b/deep.jpg", Buffer.from("deep"), "image/jpeg");

    expect((await storage.get("top.png"))?.toString()).toBe("top");
    expect((await storage.get("about-us/nested.webp"))?.toString()).toBe("nested");
    expect((await storage.get("a/b/deep.jpg"))?.toString()).toBe("deep");
    expect(await listed(storage)).toEqual(["a/b/deep.jpg", "about-us/nested.webp", "top.png"]);

    await storage.delete("about-us/nested.webp");
    expect(await storage.get("about-us/nested.webp")).toBeNull();
    expect(await listed(storage)).toEqual(["a/b/deep.jpg", "top.png"]);
    // Deleting a missing key is not an error.
    await storage.delete("about-us/nested.webp");
    await storage.delete("never-stored.png");
  });

  it("lists more keys than one page holds", async () => {
    const storage = await backend.fresh();
    const keys = ["k1.png", "k2.png", "k3.png", "k4.png", "k5.png"];
    for (const key of keys) await storage.put(key, Buffer.from(key), "image/png");
    expect(await listed(storage)).toEqual(keys);
  });

  it("replaces the bytes of a key written twice", async () => {
    const storage = await backend.fresh();
    await storage.put("same.png", Buffer.from("first version, longer"), "image/png");
    await storage.put("same.png", Buffer.from("second"), "image/png");
    expect((await storage.get("same.png"))?.toString()).toBe("second");
    expect(await listed(storage)).toEqual(["same.png"]);
  });

  it("answers null for a key that was never stored", async () => {
    const storage = await backend.fresh();
    expect(await storage.get("missing.png")).toBeNull();
    expect(await storage.get("folder/missing.png")).toBeNull();
  });

  it("keeps every byte value intact", async () => {
    const storage = await backend.fresh();
    const bytes = Buffer.alloc(256 * 4 + 3);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 7) % 256;
    await storage.put("binary.bin", bytes, "application/octet-stream");
    const read = await storage.get("binary.bin");
    expect(read?.equals(bytes)).toBe(true);
  });

  it("passes its readiness check when usable, and fails it when unreachable", async () => {
    await expect((await backend.fresh()).check()).resolves.toBeUndefined();
    await expect(backend.unreachable().check()).rejects.toBeInstanceOf(Error);
  });

  it("refuses invalid keys before any I/O", async () => {
    const storage = backend.unreachable();
    // The bucket is really unreachable: a valid key fails in I/O, not in validation.
    const ioFailure = await storage
      .put("valid.png", Buffer.from("x"), "image/png")
      .catch((error: unknown) => error);
    expect(ioFailure).toBeInstanceOf(Error);
    expect(ioFailure).not.toBeInstanceOf(InvalidStorageKeyError);

    for (const key of invalidKeys) {
      await expect(storage.put(key, Buffer.from("x"), "image/png")).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});

describe("uploads storage on local disk, listing", () => {
  let root = "";
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "storage-list-test-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("skips files a write left half-done and names that are not keys", async () => {
    const storage = createLocalStorage(root);
    await storage.put("kept.png", Buffer.from("kept"), "image/png");
    await writeFile(path.join(root, "kept.png.0a1b2c3d4e5f.partial"), "half");
    await writeFile(path.join(root, ".DS_Store"), "finder");
    expect(await listed(storage)).toEqual(["kept.png"]);
    expect((await readdir(root)).sort()).toEqual([
      ".DS_Store",
      "kept.png",
      "kept.png.0a1b2c3d4e5f.partial",
    ]);
  });

  it("lists nothing before the first upload made the directory", async () => {
    expect(await listed(createLocalStorage(path.join(root, "not-made-yet")))).toEqual([]);
  });
});
