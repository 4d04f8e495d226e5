import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { allFiles, fingerprint, gitFiles } from "./build-stamp.mjs";

/*
 * The deployment check reuses npm test's build only when the build context holds exactly
 * the files the build was made from (scripts/check-deployment.sh, REUSE_BUILD): the
 * repository's files as git sees them, against a copy's files as they are.
 */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "clinic-stamp-"));
  made.push(dir);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "app", "page.tsx"), "export default 1;\n");
  writeFileSync(path.join(dir, "package.json"), "{}\n");
  writeFileSync(path.join(dir, ".gitignore"), "build/\nnode_modules/\n");
  git("add", ".");
  // Untracked but not ignored: part of what `COPY . .` sends, so part of the inputs.
  writeFileSync(path.join(dir, "notes.md"), "draft\n");
  // Ignored: never an input.
  mkdirSync(path.join(dir, "build"));
  writeFileSync(path.join(dir, "build", "index.js"), "built\n");
  return dir;
}

/** A build context: the files git does not ignore, copied. */
function contextOf(repo: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "clinic-context-"));
  made.push(dir);
  for (const file of gitFiles(repo)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(dir, file));
  }
  return dir;
}

const ofRepository = (repo: string): string => fingerprint(repo, gitFiles(repo));
const ofCopy = (dir: string): string => fingerprint(dir, allFiles(dir));

describe("the build's input fingerprint", () => {
  it("is the same for the repository's files and a copy of them, whatever git ignores", () => {
    const repo = repository();
    expect(gitFiles(repo)).toEqual([".gitignore", "app/page.tsx", "notes.md", "package.json"]);
    expect(ofCopy(contextOf(repo))).toBe(ofRepository(repo));
  });

  it("differs when a file changed, went missing from the copy, or moved", () => {
    const repo = repository();
    const before = ofRepository(repo);

    const changed = contextOf(repo);
    writeFileSync(path.join(changed, "app", "page.tsx"), "export default 2;\n");
    expect(ofCopy(changed)).not.toBe(before);

    const missing = contextOf(repo);
    rmSync(path.join(missing, "notes.md"));
    expect(ofCopy(missing)).not.toBe(before);

    const moved = contextOf(repo);
    cpSync(path.join(moved, "app", "page.tsx"), path.join(moved, "page.tsx"));
    rmSync(path.join(moved, "app"), { recursive: true });
    expect(ofCopy(moved)).not.toBe(before);
  });
});
