import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * A real S3-compatible server (s3rver) for integration tests, on a free local port.
 * It runs in a child process started with --openssl-legacy-provider: s3rver makes
 * ListObjectsV2 continuation tokens with DES, which OpenSSL 3 refuses by default,
 * so without it any listing longer than one page fails with a 500.
 */

export type S3TestServer = {
  /** e.g. http://127.0.0.1:43817; clients need forcePathStyle. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
};

/**
 * The server settings that keep uploads in this bucket, reached at `endpoint` (the
 * bucket's own, or a proxy in front of it that a test breaks).
 */
export function s3StorageEnv(
  bucket: S3TestServer,
  endpoint: string = bucket.endpoint,
): NodeJS.ProcessEnv {
  return {
    STORAGE: "s3",
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: bucket.accessKeyId,
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
}

const s3rverPath = createRequire(import.meta.url).resolve("s3rver");

/** Starts s3rver with one empty bucket in a temporary directory, removed on close. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const bucket = "clinic-uploads";
  const options = {
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  };
  const program = `
    const S3rver = require(${JSON.stringify(s3rverPath)});
    new S3rver(${JSON.stringify(options)}).run().then(({ port }) => process.send({ port }));
    // The test process went away without closing: do not linger.
    process.on("disconnect", () => process.exit(0));
  `;
  const child = spawn(process.execPath, ["--openssl-legacy-provider", "-e", program], {
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit");

  const started = await Promise.race([
    once(child, "message").then(([message]) => message as { port: number }),
    exited.then(([code]) => {
      throw new Error(`s3rver exited with code ${String(code)} before listening:\n${stderr}`);
    }),
  ]);
  return {
    endpoint: `http://127.0.0.1:${started.port}`,
    bucket,
    // s3rver's one built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
