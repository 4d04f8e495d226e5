import { History } from "lucide-react";
import { Form } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { Button } from "~/ui/button";

/** A kept version of the price list as the page lists it (PriceListVersion, date formatted). */
export type PriceListVersionView = {
  version: number;
  actorEmail: string;
  savedAt: string;
  source: string | null;
  summary: string;
  tests: number;
};

/**
 * The versions each import kept, newest first. Restoring one first shows it as an
 * import preview against today's list (what it would add, change and remove), and
 * is applied from there like a file.
 */
export function PriceListVersions({
  versions,
  busy,
}: {
  versions: readonly PriceListVersionView[];
  busy: boolean;
}) {
  return (
    <AdminCard
      title="Earlier versions of the price list"
      description="Each import keeps the list it replaced and the list it made. Restoring a version shows what would change before anything is saved."
    >
      {versions.length === 0 ? (
        <p className="text-slate-700">No import yet: the first one keeps the list as it is now.</p>
      ) : (
        <ol className="space-y-3" aria-label="Versions of the price list, newest first">
          {versions.map((version) => (
            <li
              key={version.version}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  Version {version.version}
                  <span className="font-normal text-slate-700">
                    {" "}
                    · {version.tests.toLocaleString("en-US")}{" "}
                    {version.tests === 1 ? "test" : "tests"}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {version.source === null ? "Kept by" : "Imported by"} {version.actorEmail} on{" "}
                  {version.savedAt}
                </p>
                <p className="mt-1 text-sm break-words text-slate-800">
                  {version.source === null
                    ? version.summary
                    : `From ${version.source}: ${version.summary}.`}
                </p>
              </div>
              <Form method="post" className="shrink-0">
                <input type="hidden" name="intent" value="restore-version" />
                <input type="hidden" name="version" value={version.version} />
                <Button type="submit" variant="secondary" disabled={busy}>
                  <History className="size-4" aria-hidden="true" />
                  Restore version {version.version}…
                </Button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </AdminCard>
  );
}
