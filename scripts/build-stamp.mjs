/**
 * The fingerprint of what a build was made from, so a build can be used again where the
 * same files would make the same build (docs/testing.md, "Build once"):
 *
 *   node scripts/build-stamp.mjs write          after `npm run build`: build/inputs.json
 *   node scripts/build-stamp.mjs matches DIR    exit 0 when DIR's files are the ones the
 *                                              repository's build/inputs.json was made from
 *
 * The files are those of the working tree that git does not ignore (tracked or not), the
 * set the Dockerfile's `COPY . .` receives less .dockerignore's patterns; DIR (a build
 * context) is compared file by file, so a .dockerignore that left out a file the build read,
 * or any file changed since the build, makes a mismatch, and the caller builds afresh.
 * Outside a git work tree (a Docker build) `write` writes nothing: there is nothing to reuse.
 * Plain JavaScript without dependencies: it runs before `npm ci` and on any Node line.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const repo = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(repo, "build", "inputs.json");

/**
 * Every file git does not ignore, relative to the repository, sorted; deleted ones left out.
 * @param {string} dir
 * @returns {string[]}
 */
export function gitFiles(dir) {
  const listed = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return listed
    .split("\0")
    .filter(Boolean)
    .filter((file) => {
      try {
        lstatSync(path.join(dir, file));
        return true;
      } catch {
        return false;
      }
    })
    .sort();
}

/**
 * Every file under `dir` (a copy of the repository's files), relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function allFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/**
 * One hash of every file's path and content (a symbolic link's target, not what it points at).
 * @param {string} dir
 * @param {readonly string[]} files
 * @returns {string}
 */
export function fingerprint(dir, files) {
  const all = createHash("sha256");
  for (const file of files) {
    const full = path.join(dir, file);
    const content = lstatSync(full).isSymbolicLink() ? readlinkSync(full) : readFileSync(full);
    all.update(`${createHash("sha256").update(content).digest("hex")}  ${file}\n`);
  }
  return all.digest("hex");
}

/** @param {string} dir */
function isGitWorkTree(dir) {
  try {
    return (
      execFileSync("git", ["rev-parse", "--is-inside-work-tree"], {
        cwd: dir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim() === "true"
    );
  } catch {
    return false;
  }
}

/** @param {string[]} args */
function main([command, target]) {
  if (command === "write") {
    if (!isGitWorkTree(repo)) {
      console.log(
        "build-stamp: not a git work tree, so no build/inputs.json (nothing will reuse this build)",
      );
      process.exit(0);
    }
    const files = gitFiles(repo);
    const stamp = {
      fingerprint: fingerprint(repo, files),
      files: files.length,
      node: process.version,
      builtAt: new Date().toISOString(),
    };
    writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
    console.log(
      `build-stamp: build/inputs.json, ${files.length} files, ${stamp.fingerprint.slice(0, 12)}`,
    );
  } else if (command === "matches" && target) {
    let stamp;
    try {
      stamp = JSON.parse(readFileSync(stampFile, "utf8"));
    } catch {
      console.log("no build/inputs.json: the repository has no stamped build");
      process.exit(1);
    }
    const dir = path.resolve(target);
    const files = isGitWorkTree(dir) && path.resolve(dir) === repo ? gitFiles(dir) : allFiles(dir);
    const found = fingerprint(dir, files);
    if (found !== stamp.fingerprint) {
      console.log(
        `the build was made from other files (${stamp.files} files, ${stamp.fingerprint.slice(0, 12)}; ` +
          `here ${files.length} files, ${found.slice(0, 12)})`,
      );
      process.exit(1);
    }
    console.log(
      `the same ${files.length} files the build was made from (${found.slice(0, 12)}, built ${stamp.builtAt} on Node ${stamp.node})`,
    );
  } else {
    console.error("usage: node scripts/build-stamp.mjs write | matches DIR");
    process.exit(2);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main(process.argv.slice(2));
