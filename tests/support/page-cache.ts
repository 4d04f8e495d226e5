import { expect } from "vitest";

/**
 * Asks a running server for `path` until its page cache answers it (X-Cache: HIT). A page
 * is stored once its compressed forms are made, just after the first response, so the
 * first ask or two can still be misses.
 */
export async function untilCached(baseUrl: string, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}${path}`);
        await response.text();
        return response.headers.get("x-cache");
      },
      { message: path, timeout: 10_000 },
    )
    .toBe("HIT");
}
