import { beforeEach, describe, expect, it } from "vitest";
import { defaultClinicSettings } from "~/platform/clinic";
import { auditLog, clinicSettings, pageContent } from "~/platform/db/schema";
import * as settingsRoute from "~/routes/admin/settings";
import { auditEntries } from "../../../tests/support/audit";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { dataOf, routesOn } from "../../../tests/support/routes";
import {
  clinicDetailsFormValues,
  clinicDetailsMessages,
  closureField,
  dayField,
  parseClinicDetailsForm,
} from "./clinic-details-form";
import {
  applyLegacySections,
  detailsOf,
  getClinicMessages,
  getClinicSettings,
  readClinicDetails,
} from "./clinic-settings.server";

const PATH = "/admin/settings";
const demoValues = () => clinicDetailsFormValues(detailsOf(defaultClinicSettings));

describe("the Clinic details form's fields", () => {
  it("shows the demo's facts and reads them back unchanged", () => {
    const values = demoValues();
    expect(values.phone).toBe(defaultClinicSettings.phone);
    expect(values[dayField("mon", "open")]).toBe("on");
    expect(values[dayField("mon", "opens")]).toBe("08:00");
    expect(values[dayField("sun", "open")]).toBe("");
    // Three empty closure rows to add new ones.
    expect(values[closureField(2, "date")]).toBe("");
    expect(values[closureField(3, "date")]).toBeUndefined();
    expect(parseClinicDetailsForm(values)).toEqual({
      success: true,
      data: detailsOf(defaultClinicSettings),
    });
  });

  it("names the field of each mistake", () => {
    const values = {
      ...demoValues(),
      phone: "call us",
      email: "nobody",
      [dayField("sat", "opens")]: "13:00",
      [dayField("sat", "closes")]: "09:00",
      [dayField("tue", "opens")]: "8am",
      [closureField(1, "date")]: "2026-02-30",
      [closureField(2, "date")]: "2026-12-24",
      [closureField(2, "kind")]: "special",
      [closureField(2, "opens")]: "",
      reviewsView: "javascript:alert(1)",
    };
    const parsed = parseClinicDetailsForm(values);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.fieldErrors).toEqual({
      phone: clinicDetailsMessages.phone,
      email: clinicDetailsMessages.email,
      [dayField("sat", "closes")]: clinicDetailsMessages.closesAfterOpens,
      [dayField("tue", "opens")]: clinicDetailsMessages.time,
      [closureField(1, "date")]: clinicDetailsMessages.date,
      [closureField(2, "opens")]: clinicDetailsMessages.time,
      [closureField(2, "closes")]: clinicDetailsMessages.time,
      reviewsView: clinicDetailsMessages.url,
    });
  });

  it("carries older per-language entries over, English first, leaving out what the form refuses", () => {
    const details = applyLegacySections(
      new Map([
        ["phone", "(407) 555-0100"],
        ["facebook", "javascript:alert(1)"],
      ]),
      new Map([
        ["phone", "(407) 555-0111"],
        ["email", "pt@clinic.example.com"],
        ["hours", "Mon-Fri 9 AM - 5 PM"],
      ]),
    );
    expect(details.phone).toBe("(407) 555-0100");
    expect(details.email).toBe("pt@clinic.example.com");
    expect(details.social.facebook).toBe(defaultClinicSettings.social.facebook);
    expect(details.hours.weekly.fri).toEqual({ opens: "09:00", closes: "17:00" });
    expect(details.hours.weekly.sat).toBeNull();
  });
});

describe.each(testDatabases)("the Clinic details page on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["content_editor", "user"]);
  const routes = routesOn(handle);
  beforeEach(async () => {
    await handle.db.delete(clinicSettings);
    await handle.db.delete(pageContent);
  });

  const load = (cookie: string | null = people.content_editor.cookie) =>
    routes.get(PATH, settingsRoute, PATH, cookie);
  const save = (
    fields: Record<string, string>,
    cookie: string | null = people.content_editor.cookie,
  ) => routes.post(PATH, settingsRoute, PATH, fields, cookie);

  it("shows the current values, carried over from page content before the first save", async () => {
    await handle.db
      .insert(pageContent)
      .values([
        { pageName: "site", sectionName: "phone", locale: "pt-BR", contentValue: "(407) 555-0123" },
      ]);
    const page = dataOf(await load());
    expect(page.version).toBe(0);
    expect(page.values.phone).toBe("(407) 555-0123");
    expect(page.values.address).toBe(defaultClinicSettings.address);
  });

  it("saves the hours and a closure once for every language, audited, and the texts follow", async () => {
    const { values, version } = dataOf(await load());
    const answer = await save({
      ...values,
      baseVersion: String(version),
      [dayField("sat", "opens")]: "09:00",
      [dayField("sat", "closes")]: "13:00",
      [closureField(0, "date")]: "2026-12-24",
      [closureField(0, "note-en")]: "Christmas Eve",
      [closureField(0, "note-pt-BR")]: "Véspera de Natal",
    });
    expect(answer).toMatchObject({ kind: "redirect", location: PATH });
    expect(answer.toast).toMatchObject({ type: "success", title: "Clinic details saved" });

    const settings = await getClinicSettings(handle.db);
    expect(settings.hours.weekly.sat).toEqual({ opens: "09:00", closes: "13:00" });
    expect(settings.hours.closures).toEqual([
      {
        date: "2026-12-24",
        hours: null,
        note: { en: "Christmas Eve", "pt-BR": "Véspera de Natal", es: "" },
      },
    ]);
    expect((await readClinicDetails(handle.db)).version).toBe(1);
    expect(
      await auditEntries(handle.db, ["actorEmail"], "clinic_settings.updated", "clinic"),
    ).toEqual([{ actorEmail: people.content_editor.email }]);

    const english = await getClinicMessages(handle.db, "en");
    expect(english.home.whyChoose.points.map((point) => point.text).join(" ")).toContain(
      "Monday to Friday, 8:00 AM to 6:00 PM, and Saturday, 9:00 AM to 1:00 PM",
    );
    const portuguese = await getClinicMessages(handle.db, "pt-BR");
    expect(portuguese.home.whyChoose.points.map((point) => point.text).join(" ")).toContain(
      "de segunda a sexta, das 8h às 18h, e aos sábados, das 9h às 13h",
    );
  });

  it("keeps what was typed when it refuses a save, and changes nothing", async () => {
    const { values, version } = dataOf(await load());
    const answer = await save({
      ...values,
      baseVersion: String(version),
      address: "",
      [dayField("mon", "opens")]: "07:30",
    });
    expect(answer).toMatchObject({ kind: "data", status: 400 });
    const refused = dataOf(answer);
    expect(refused.fieldErrors).toEqual({ address: clinicDetailsMessages.address });
    expect(refused.values[dayField("mon", "opens")]).toBe("07:30");
    expect(await countRows(handle.db, clinicSettings)).toBe(0);
  });

  it("refuses a save based on an older version", async () => {
    const { values } = dataOf(await load());
    await save({ ...values, baseVersion: "0" });
    const answer = await save({ ...values, baseVersion: "0", phone: "(407) 555-0177" });
    expect(answer).toMatchObject({ kind: "data", status: 409 });
    expect(dataOf(answer).version).toBe(1);
    expect((await getClinicSettings(handle.db)).phone).toBe(defaultClinicSettings.phone);
  });

  it("lets only content editors and admins in", async () => {
    // An account without a role is told it waits for one; a visitor is asked to sign in.
    expect(await load(people.user.cookie)).toMatchObject({
      kind: "redirect",
      location: "/admin/waiting",
    });
    expect(await load(null)).toMatchObject({ kind: "redirect", location: "/admin/login" });
    const before = await countRows(handle.db, auditLog);
    expect(await save({ ...demoValues(), baseVersion: "0" }, people.user.cookie)).toMatchObject({
      status: 403,
    });
    expect(await countRows(handle.db, auditLog)).toBe(before);
    expect(await countRows(handle.db, clinicSettings)).toBe(0);
  });
});
