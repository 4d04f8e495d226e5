import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkedStorageKey, isValidStorageKey, type Storage } from "./storage-keys";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For S3-compatible services other than AWS (MinIO, R2, a local test server). */
  endpoint?: string;
  /** Bucket in the path (endpoint/bucket/key) rather than the host name. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys per ListObjectsV2 request; S3's default and maximum is 1000 (tests use fewer). */
  listPageSize?: number;
  /**
   * How long one call may take in all, retries included, in milliseconds: a store that
   * hangs slows an upload or an image, it never holds a request (or a worker) for good.
   */
  timeoutMs?: number;
};

/** A call's whole budget by default; the connection itself must open much sooner. */
const DEFAULT_TIMEOUT_MS = 10_000;
const CONNECTION_TIMEOUT_MS = 3_000;

/**
 * The uploads bucket on S3 or an S3-compatible service, so several instances share
 * one set of files. Keys are the bucket's object keys, checked exactly as on disk.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK's default CRC checksums on every request are refused by several
    // S3-compatible servers; checksums are sent only where S3 requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: {
      connectionTimeout: Math.min(CONNECTION_TIMEOUT_MS, timeoutMs),
      // No answer for this long on an open connection: give up on the attempt.
      requestTimeout: timeoutMs,
    },
    maxAttempts: 2,
  });
  /** Every call ends within the budget, whatever the SDK's retries would do. */
  const deadline = () => ({ abortSignal: AbortSignal.timeout(timeoutMs) });

  /** Every valid key in the bucket with when it was written, page by page. */
  async function* listObjects(): AsyncIterable<{ key: string; modifiedAt?: Date }> {
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          ContinuationToken: continuationToken,
          MaxKeys: options.listPageSize,
        }),
        deadline(),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && isValidStorageKey(object.Key)) {
          yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedStorageKey(key),
          Body: data,
          ContentType: contentType,
          // Upload names are random and never reused for other content (as served by /uploads).
          CacheControl: "public, max-age=31536000, immutable",
        }),
        deadline(),
      );
    },
    async get(key) {
      const command = new GetObjectCommand({ Bucket: bucket, Key: checkedStorageKey(key) });
      try {
        const response = await client.send(command, deadline());
        if (!response.Body) return null;
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: checkedStorageKey(key) }),
        deadline(),
      );
    },
    async *list() {
      for await (const object of listObjects()) yield object.key;
    },
    async *listOlderThan(cutoff) {
      for await (const object of listObjects()) {
        if (object.modifiedAt && object.modifiedAt < cutoff) yield object.key;
      }
    },
    async check() {
      // Needs only s3:ListBucket, which the backups' listing needs anyway.
      await client.send(new HeadBucketCommand({ Bucket: bucket }), deadline());
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}
