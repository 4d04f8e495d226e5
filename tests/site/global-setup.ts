import type { TestProject } from "vitest/node";
import { startServerProcess } from "../../scripts/lib/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The production server the "site" project's tests talk to, e.g. http://127.0.0.1:41234. */
    siteUrl: string;
  }
}

/**
 * The "site" project's one production server (npm run build must have run), for the checks
 * that need no browser: plain HTTP against the site as Playwright's public project sees it
 * (tests/e2e/global-setup.ts), with the same environment: a fresh PGlite database under a
 * temporary directory, which the server fills with the demo content on its first start, and
 * SITE_URL left at the default origin, so no test depends on absolute URLs pointing at the
 * server it talks to. Every test file reads its address with inject("siteUrl")
 * (tests/site/request.ts). With E2E_BASE_URL set, the tests run against that server instead,
 * as the browser tests do.
 */
export default async function setup(project: TestProject) {
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide("siteUrl", running.replace(/\/$/, ""));
    return;
  }
  const server = await startServerProcess({
    env: { SITE_URL: "http://localhost:3000", INITIAL_ADMIN_EMAIL: "" },
  });
  project.provide("siteUrl", server.url);
  return () => server.stop();
}
