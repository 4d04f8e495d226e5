/**
 * The features project's test files share their worker's modules (vitest.config.ts,
 * `isolate: false`): a file imports the app once per worker instead of once per file, which
 * halves the project's time and CPU. A file that changes what modules read when they load
 * (environment variables, globals, mocked modules) would leak that into the files after it,
 * so these run in a project of their own, each file in a fresh module graph.
 * tests/test-isolation.test.ts keeps this list complete.
 */
export const testsThatChangeProcessState = [
  "app/features/auth/email-links.test.ts",
  "app/features/auth/secure-cookies.test.ts",
  "app/features/media/media.test.ts",
  "app/features/media/upload-attacks.test.ts",
  "app/features/membership/application-script.test.tsx",
  "app/features/site-content/about-us-admin.test.ts",
  "app/features/trash/trash.test.ts",
  "app/features/videos/video-gallery.test.tsx",
  "app/i18n/new-language.test.ts",

  "app/ui/admin/session-guard.test.tsx",
];

/** What in a test's source changes the process's state for the files after it. */
export const changesProcessState =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|unstubAllEnvs)\b|process\.env(\.[A-Za-z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env/;
