import * as rootRoute from "~/root";
import { dataOf, type RouteModule, type routesOn } from "./routes";

/*
 * A public page's structured data as the server writes it into the page's head: the
 * route's meta export, given its loader's data and the root loader's (the clinic's
 * settings, the layout's texts), both read from the test's database for the same URL.
 * Kept apart from routes.ts so only the tests that read structured data load the root.
 */

/** A route module with the meta export that writes a page's head. */
export type PageModule = RouteModule & { meta: (args: never) => unknown };

/** One JSON-LD object of a page (a MedicalClinic, an OfferCatalog, an FAQPage…). */
export type JsonLd = Record<string, unknown>;

/** The JSON-LD objects the page at `url` (its route's pattern `path`) writes, in order. */
export async function jsonLdOf(
  routes: ReturnType<typeof routesOn>,
  path: string,
  module: PageModule,
  url: string,
): Promise<JsonLd[]> {
  const loaderData = dataOf(await routes.get(path, module, url));
  const rootData = dataOf(await routes.get(path, rootRoute, url));
  const tags = module.meta({
    loaderData,
    matches: [{ id: "root", loaderData: rootData }],
    location: { pathname: url },
  } as never) as Record<string, unknown>[];
  return tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as JsonLd] : []));
}

/** The page's first JSON-LD object of this @type, or undefined. */
export function ofType(data: readonly JsonLd[], type: string): JsonLd | undefined {
  return data.find((item) => item["@type"] === type);
}
