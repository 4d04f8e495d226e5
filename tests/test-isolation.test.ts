import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changesProcessState, testsThatChangeProcessState } from "./support/shared-module-tests";

/*
 * The features project shares modules between its files (tests/support/shared-module-tests.ts):
 * every feature test that stubs the environment or a global, or mocks a module, must be in
 * the list that runs each file alone, or it would change what the files after it see,
 * depending on the order the files happen to run in.
 */

const root = path.resolve(import.meta.dirname, "..");
const featureTests = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /^app\/.*\.test\.tsx?$/.test(file) && !file.startsWith("app/platform/"));

describe("feature tests that change the process's state", () => {
  it("finds the feature tests", () => {
    expect(featureTests.length).toBeGreaterThan(50);
  });

  it("each run in a module graph of their own", () => {
    const changing = featureTests.filter((file) =>
      changesProcessState.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !testsThatChangeProcessState.includes(file))).toEqual([]);
  });

  it("lists only files that exist and do change it", () => {
    const listedButPlain = testsThatChangeProcessState.filter(
      (file) =>
        !featureTests.includes(file) ||
        !changesProcessState.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(listedButPlain).toEqual([]);
  });
});
