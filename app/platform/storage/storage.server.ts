import path from "node:path";
import { env } from "~/platform/env.server";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { Storage } from "./storage-keys";

export {
  checkedStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
  type Storage,
} from "./storage-keys";
export { createLocalStorage } from "./local-storage.server";

/**
 * The process's bucket, chosen once from the environment: an S3-compatible bucket
 * with STORAGE=s3 (needed when several instances serve the site), otherwise
 * `${UPLOADS_DIR}/admin-uploads` on this machine's disk.
 */
export const storage: Storage =
  env.STORAGE === "s3"
    ? createS3Storage({
        // env.server.ts refuses STORAGE=s3 without S3_BUCKET.
        bucket: env.S3_BUCKET ?? "",
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        timeoutMs: env.S3_TIMEOUT_MS,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : createLocalStorage(path.join(env.UPLOADS_DIR, "admin-uploads"));
