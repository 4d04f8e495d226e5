/** A route of the build's manifest, as much of it as matching needs. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** Paths answered before React Router: each prefix is one label, whatever follows it. */
const PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ["/assets/", "/assets/*"],
  ["/images/", "/images/*"],
  ["/uploads/", "/uploads/*"],
  ["/api/auth/", "/api/auth/*"],
];
const EXACT = new Set(["/healthz", "/readyz", "/metrics", "/favicon.svg"]);

/** No route matched (there is none when the app has a catch-all route). */
export const UNMATCHED = "unmatched";

/** Distinct paths remembered; beyond it the memory starts over, so odd URLs cannot grow it. */
const MAX_REMEMBERED = 2_000;

type Branch = { pattern: string; score: number; regex: RegExp };

/**
 * The metrics' `route` label of a request URL: the pattern of the route React Router
 * matches ("/health-tips/:slug", "/pt/*"), or a fixed label for what the server
 * answers itself. Never the path itself, so ids, slugs and queries do not each make
 * a series: the labels are bounded by the route table.
 *
 * React Router's own matchRoutes ranks and compiles the whole table on every call
 * (about a millisecond here), so the table is ranked and compiled once, by the same
 * rules (route-label.test.ts compares the two), and a path's label is remembered.
 */
export function createRouteLabeler(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
): (url: string) => string {
  const branches = rankedBranches(routes);
  const remembered = new Map<string, string>();

  function labelOf(path: string): string {
    if (EXACT.has(path)) return path;
    for (const [prefix, label] of PREFIXES) if (path.startsWith(prefix)) return label;
    // A client-side navigation's loader data (single fetch): "/team.data", "/_root.data" for "/".
    let page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
    if (page === "/_root") page = "/";
    try {
      page = decodeURI(page);
    } catch {
      // Malformed escapes: match it as it came.
    }
    return branches.find((branch) => branch.regex.test(page))?.pattern ?? UNMATCHED;
  }

  return (url) => {
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    let label = remembered.get(path);
    if (label === undefined) {
      label = labelOf(path);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(path, label);
    }
    return label;
  };
}

/**
 * Every route that can end a match, with its full pattern, best first: React Router's
 * ranking (a static segment 10, a parameter 3, an empty one 1, an index route +2, a
 * splat -2, plus the number of segments), ties kept in the table's order.
 */
function rankedBranches(routes: Readonly<Record<string, ManifestRoute | undefined>>): Branch[] {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const branches: Branch[] = [];
  const walk = (parentId: string | undefined, parentPattern: string) => {
    for (const route of entries.filter((entry) => entry.parentId === parentId)) {
      const pattern =
        route.path === undefined ? parentPattern : joinPattern(parentPattern, route.path);
      // Children first, as React Router flattens them: a tie goes to the deeper route.
      if (!route.index) walk(route.id, pattern);
      // A layout without a path only groups its children.
      if (route.path !== undefined || route.index) {
        branches.push({
          pattern,
          score: scoreOf(pattern, route.index === true),
          regex: regexOf(pattern, route.caseSensitive === true),
        });
      }
    }
  };
  walk(undefined, "/");
  // Array#sort is stable: equal scores keep the order above.
  return branches.sort((a, b) => b.score - a.score);
}

function joinPattern(parent: string, path: string): string {
  return `/${[...parent.split("/"), ...path.split("/")].filter(Boolean).join("/")}`;
}

function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split("/");
  let score = segments.length + (index ? 2 : 0) + (segments.includes("*") ? -2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** The whole path must match; a trailing slash is allowed, "/x/*" also matches "/x". */
function regexOf(pattern: string, caseSensitive: boolean): RegExp {
  const splat = pattern.endsWith("*");
  const body = pattern
    .replace(/\/*\*?$/, "")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:[\w-]+/g, "/[^/]+");
  const end = splat ? (body === "" ? "(?:/.*)?$" : "(?:/.+|/*)$") : "/*$";
  return new RegExp(`^${body}${end}`, caseSensitive ? undefined : "i");
}
