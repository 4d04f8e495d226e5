import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/*
 * The runtime policy (docs/decisions/012): Node 22 and 24 LTS, and Node 20 while the
 * machines here still run it. Every package we install must say it runs on all three,
 * so an install never warns and nothing we ship was built for a newer Node only.
 */

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
type LockedPackage = {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
};
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockedPackage>;
};

/** The oldest release of each line we support. */
const supported = ["20.19.0", "22.13.0", "24.0.0"];

/** Platforms `npm ci` must work on (the lockfile holds the others' packages too). */
const platforms = [
  { os: "linux", cpu: "x64" },
  { os: "linux", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
  { os: "darwin", cpu: "arm64" },
];

/** Whether a package is installed on one of our platforms (optional native builds name theirs). */
function installedOnOurPlatforms(entry: LockedPackage): boolean {
  return platforms.some(
    ({ os, cpu }) =>
      (!entry.os || entry.os.includes(os)) && (!entry.cpu || entry.cpu.includes(cpu)),
  );
}

describe("the runtime policy", () => {
  it("package.json's engines cover exactly the supported lines and this machine's Node", () => {
    for (const version of supported) {
      expect(semver.satisfies(version, manifest.engines.node), version).toBe(true);
    }
    expect(semver.satisfies("21.7.0", manifest.engines.node)).toBe(false);
    expect(semver.satisfies("18.20.0", manifest.engines.node)).toBe(false);
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it("every package installed on our platforms declares engines that cover all of them", () => {
    const refused: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      if (location === "" || !installedOnOurPlatforms(entry)) continue;
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range) continue;
      const missing = supported.filter((version) => !semver.satisfies(version, range));
      if (missing.length) refused.push(`${location}@${entry.version}: node ${range}`);
    }
    expect(refused).toEqual([]);
  });

  it("the lockfile holds the native packages of every platform we install on", () => {
    const locked = Object.keys(lock.packages);
    for (const { os, cpu } of platforms) {
      const native = [
        `node_modules/@rollup/rollup-${os}-${cpu}`,
        `node_modules/@esbuild/${os}-${cpu}`,
        `node_modules/@img/sharp-${os}-${cpu}`,
        `node_modules/lightningcss-${os}-${cpu}`,
        `node_modules/@tailwindcss/oxide-${os}-${cpu}`,
      ];
      for (const name of native) {
        const found = locked.some(
          (location) => location === name || location.startsWith(`${name}-`),
        );
        expect(found, `${name} (${os} ${cpu})`).toBe(true);
      }
    }
  });

  it("every react-router package is pinned to one exact version", () => {
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    const routerVersions = Object.entries(all)
      .filter(([name]) => name === "react-router" || name.startsWith("@react-router/"))
      .map(([, version]) => version);
    expect(routerVersions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(routerVersions).size).toBe(1);
    expect(routerVersions[0]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
