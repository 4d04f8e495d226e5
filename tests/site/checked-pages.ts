import type { TestContext } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** The public pages (paths) each checking engine looked at in this test, by engine. */
    checkedPages?: Record<string, string[]>;
  }
}

/**
 * Notes in the report that this test ran `engine` (the Nu Html Checker, the JSON-LD check)
 * on the public pages at `paths`: Vitest's JSON report keeps each test's meta, and
 * scripts/test-timings.ts counts the pages × languages each engine checked, as it counts
 * the browser tests' annotations (recordCheck in tests/e2e/fixtures.ts).
 */
export function recordChecks(
  { task }: Pick<TestContext, "task">,
  engine: string,
  paths: readonly string[],
): void {
  const checked = (task.meta.checkedPages ??= {});
  checked[engine] = [...(checked[engine] ?? []), ...paths];
}
