import { defaultClinicSettings } from "~/platform/clinic";
import { clinicDetailsFormValues } from "~/features/site-content/clinic-details-form";
import { detailsOf } from "~/features/site-content/clinic-settings.server";

/**
 * Saves Clinic Details (/admin/settings) on a running server as the signed-in `cookie`, as
 * its form would: the demo's facts with `changes` (form field names: phone, bookingWidget,
 * email, …), based on the version the page shows now.
 */
export async function saveClinicDetails(
  baseUrl: string,
  cookie: string,
  changes: Record<string, string>,
): Promise<Response> {
  const page = await (await fetch(`${baseUrl}/admin/settings`, { headers: { cookie } })).text();
  const baseVersion = /name="baseVersion" value="(\d+)"/.exec(page)?.[1];
  if (baseVersion === undefined) throw new Error("Clinic Details shows no version to save on");
  return fetch(`${baseUrl}/admin/settings`, {
    method: "POST",
    headers: { cookie },
    redirect: "manual",
    body: new URLSearchParams({
      ...clinicDetailsFormValues(detailsOf(defaultClinicSettings)),
      ...changes,
      baseVersion,
    }),
  });
}
