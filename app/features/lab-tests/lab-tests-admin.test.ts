import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import sampleLabTests from "~/startup/seed/lab-tests.json";
import { auditLog, contentRevisions, labTests } from "~/platform/db/schema";
import { LAB_IMPORT_MAX_BYTES, LAB_IMPORT_MAX_ROWS } from "~/features/lab-tests/lab-test-form";
import { searchLabCatalog } from "~/features/lab-tests/lab-tests.server";
import * as labRoute from "~/routes/admin/lab-tests";
import * as exportRoute from "~/routes/admin/lab-tests-export";
import * as publicRoute from "~/routes/site/lab-tests";
import { seedDemoContent } from "~/startup/seed/seed.server";
import { parseCsv } from "~/platform/csv";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { formDataOf } from "../../../tests/support/forms";
import { routesOn, type RouteAnswer } from "../../../tests/support/routes";

/*
 * The lab price list in the staff portal, through the route modules' own
 * loaders and actions: single edits, the CSV export and the import with its
 * preview, who may do what, and the public page that reads the catalog.
 */

type Row = { code: string; name: string; price: string };

function csvFile(text: string, name = "prices.csv"): File {
  return new File([text], name, { type: "text/csv" });
}

/** The data a loader or action answered (fails the test on a redirect or an error). */
function dataOf<T>(answer: RouteAnswer): T {
  if (answer.kind !== "data")
    throw new Error(`expected data, got a ${answer.status} ${answer.kind}`);
  return answer.data as T;
}

const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

describe.each(testDatabases)("the lab price list on $name", (database) => {
  const handle = openForDescribe(database);
  const { content_editor: editor, user } = signedInForDescribe(handle, ["content_editor", "user"]);
  const routes = routesOn(handle);
  beforeEach(async () => {
    // Every test starts from the shipped sample.
    await handle.db.delete(labTests);
    await seedDemoContent(handle.db);
  });

  /** The portal's list at `url`, by a visitor unless a cookie is given. */
  const listPage = (url: string, cookie?: string) =>
    routes.get("/admin/lab-tests", labRoute, url, cookie);
  const exportFile = (cookie?: string) =>
    routes.get("/admin/lab-tests/export", exportRoute, "/admin/lab-tests/export", cookie);
  /** The public page at `url` (English, or Portuguese under /pt). */
  const publicPage = (url: string) =>
    routes.get(url.startsWith("/pt/") ? "/pt/lab-tests" : "/lab-tests", publicRoute, url);

  /** A form post (multipart), by the editor unless another cookie (or null: anonymous) is given. */
  function post(fields: Record<string, string | File>, cookie: string | null = editor.cookie) {
    return routes.post(
      "/admin/lab-tests",
      labRoute,
      "/admin/lab-tests",
      formDataOf(fields),
      cookie,
    );
  }

  async function catalog(): Promise<Row[]> {
    return handle.db
      .select({ code: labTests.code, name: labTests.name, price: labTests.price })
      .from(labTests)
      .orderBy(asc(labTests.code));
  }

  async function findByCode(code: string) {
    const [row] = await handle.db.select().from(labTests).where(eq(labTests.code, code));
    return row;
  }

  async function auditRows() {
    return handle.db
      .select({
        action: auditLog.action,
        actorEmail: auditLog.actorEmail,
        entityId: auditLog.entityId,
        summary: auditLog.summary,
      })
      .from(auditLog)
      .orderBy(asc(auditLog.createdAt));
  }

  const auditCount = () => countRows(handle.db, auditLog);

  async function exportText(): Promise<string> {
    return dataOf<string>(await exportFile(editor.cookie));
  }

  /** Previews a file and returns the action's data. */
  async function preview(text: string, name?: string, mode?: "replace" | "update") {
    const outcome = await post({
      intent: "preview",
      file: csvFile(text, name),
      ...(mode ? { mode } : {}),
    });
    if (outcome.kind !== "data") throw new Error(`preview answered ${outcome.status}`);
    return outcome;
  }

  type PreviewData = {
    preview: {
      fileTests: number;
      counts: Record<string, number>;
      samples: {
        added: Row[];
        changed: { code: string; before: Row; after: Row }[];
        removed: Row[];
      };
      errors: { line: number; message: string }[];
      catalogVersion: string;
    };
    csvText: string;
  };

  describe("the seed", () => {
    it("fills an empty table with the shipped sample once, and never refills an edited one", async () => {
      await handle.db.delete(labTests);
      const first = await seedDemoContent(handle.db);
      expect(first.labTests).toBe(sampleLabTests.length);
      expect(await catalog()).toEqual(
        sampleLabTests
          .map(({ code, name, price }) => ({ code, name, price }))
          .sort((a, b) => (a.code < b.code ? -1 : 1)),
      );
      expect((await seedDemoContent(handle.db)).labTests).toBe(0);

      await handle.db.delete(labTests).where(eq(labTests.code, sampleLabTests[0]?.code ?? ""));
      expect((await seedDemoContent(handle.db)).labTests).toBe(0);
      expect(await catalog()).toHaveLength(sampleLabTests.length - 1);
    });
  });

  describe("the list", () => {
    it("pages the catalog by name and searches names and codes", async () => {
      const first = await listPage("/admin/lab-tests", editor.cookie);
      expect(first).toMatchObject({
        kind: "data",
        data: { total: sampleLabTests.length, matches: sampleLabTests.length, page: 1 },
      });
      const firstData = dataOf<{ tests: Row[]; pageCount: number; pageSize: number }>(first);
      expect(firstData.tests).toHaveLength(firstData.pageSize);
      expect(firstData.pageCount).toBe(Math.ceil(sampleLabTests.length / firstData.pageSize));

      const last = await listPage(`/admin/lab-tests?page=999`, editor.cookie);
      expect(last).toMatchObject({ data: { page: firstData.pageCount } });

      const lipid = await listPage("/admin/lab-tests?q=LIPID", editor.cookie);
      const lipidTests = dataOf<{ tests: Row[] }>(lipid).tests;
      expect(lipidTests.map((test) => test.name)).toContain("Lipid Panel");
      for (const test of lipidTests) expect(test.name.toLowerCase()).toContain("lipid");

      const byCode = await listPage("/admin/lab-tests?q=351422", editor.cookie);
      expect(dataOf<{ tests: Row[] }>(byCode).tests).toEqual([
        expect.objectContaining({ code: "351422", name: "Lipid Panel" }),
      ]);
      // LIKE wildcards are plain characters.
      expect(await listPage("/admin/lab-tests?q=%25", editor.cookie)).toMatchObject({
        data: { matches: 0, tests: [] },
      });
    });

    it("filters by price, sorts by code or price and pages with the place kept", async () => {
      type Page = { tests: Row[]; matches: number; page: number; pageCount: number };
      const callForPrice = sampleLabTests.filter((test) => test.price === "");
      const call = dataOf<Page>(await listPage("/admin/lab-tests?pricing=call", editor.cookie));
      expect(call.matches).toBe(callForPrice.length);
      expect(call.tests.length).toBeGreaterThan(0);
      for (const test of call.tests) expect(test.price).toBe("");

      const priced = dataOf<Page>(await listPage("/admin/lab-tests?pricing=priced", editor.cookie));
      expect(priced.matches).toBe(sampleLabTests.length - callForPrice.length);
      for (const test of priced.tests) expect(test.price).not.toBe("");

      // Search and filter together: "lipid" tests with a price.
      const lipidPriced = dataOf<Page>(
        await listPage("/admin/lab-tests?q=lipid&pricing=priced", editor.cookie),
      );
      expect(lipidPriced.tests.map((test) => test.name)).toContain("Lipid Panel");

      const amount = (price: string) => Number(price.replace(/[$,]/g, ""));
      const cheapest = dataOf<Page>(
        await listPage("/admin/lab-tests?sort=price-low&pricing=priced", editor.cookie),
      );
      const lowest = Math.min(
        ...sampleLabTests.filter((test) => test.price).map((test) => amount(test.price)),
      );
      expect(amount(cheapest.tests[0]!.price)).toBe(lowest);
      const prices = cheapest.tests.map((test) => amount(test.price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const dearest = dataOf<Page>(
        await listPage("/admin/lab-tests?sort=price-high", editor.cookie),
      );
      const highest = Math.max(
        ...sampleLabTests.filter((test) => test.price).map((test) => amount(test.price)),
      );
      expect(amount(dearest.tests[0]!.price)).toBe(highest);
      // Call for price comes last, whichever way prices go.
      const lastPage = dataOf<Page>(
        await listPage(`/admin/lab-tests?sort=price-high&page=999`, editor.cookie),
      );
      expect(lastPage.tests.at(-1)?.price).toBe("");

      const byCode = dataOf<Page>(await listPage("/admin/lab-tests?sort=code", editor.cookie));
      const codes = byCode.tests.map((test) => test.code);
      // In number order, not text order ("267" before "1266").
      const inNumberOrder = sampleLabTests
        .map((test) => test.code)
        .sort((a, b) => Number(a) - Number(b));
      expect(codes).toEqual(inNumberOrder.slice(0, codes.length));

      // Page 2 of a sort continues page 1, without repeats.
      const second = dataOf<Page>(
        await listPage("/admin/lab-tests?sort=code&page=2", editor.cookie),
      );
      expect(second.page).toBe(2);
      expect(second.tests.map((test) => test.code)).toEqual(
        inNumberOrder.slice(codes.length, codes.length + second.tests.length),
      );

      // Values the list does not know are ignored.
      const unknown = dataOf<Page>(
        await listPage("/admin/lab-tests?pricing=free&sort=random", editor.cookie),
      );
      expect(unknown.matches).toBe(sampleLabTests.length);

      // An edit from a filtered, sorted page goes back to it.
      const lipid = await findByCode("351422");
      const outcome = await post({
        intent: "update",
        id: lipid?.id ?? "",
        baseVersion: String(lipid?.version),
        code: "351422",
        name: "Lipid Panel",
        price: "$29.00",
        q: "lipid",
        pricing: "priced",
        page: "1",
        sort: "price-high",
      });
      expect(outcome).toMatchObject({
        status: 302,
        location: "/admin/lab-tests?q=lipid&pricing=priced&sort=price-high",
      });
    });

    it("sends visitors and signed-in users to the login page", async () => {
      for (const cookie of [undefined, user.cookie]) {
        expect(await listPage("/admin/lab-tests", cookie)).toMatchObject({
          kind: "redirect",
          status: 302,
          location: cookie ? "/admin/waiting" : "/admin/login",
        });
      }
    });
  });

  describe("adding, editing and deleting one test", () => {
    it("adds a test with a normalised price, an audit entry and a toast", async () => {
      const outcome = await post({
        intent: "create",
        code: " 900001 ",
        name: "  Test   Panel ",
        price: "1250",
      });
      expect(outcome).toMatchObject({ status: 302, location: "/admin/lab-tests?q=900001" });
      expect(outcome.toast).toEqual({
        type: "success",
        title: "Lab test added successfully",
        description: "Test Panel (code 900001)",
      });
      const row = await findByCode("900001");
      expect(row).toMatchObject({ name: "Test Panel", price: "$1,250.00" });
      expect((await auditRows()).at(-1)).toEqual({
        action: "lab_test.created",
        actorEmail: editor.email,
        entityId: row?.id,
        summary: "Lab test added: Test Panel (code 900001, $1,250.00)",
      });

      await post({ intent: "create", code: "900002", name: "On request", price: "" });
      expect(await findByCode("900002")).toMatchObject({ price: "" });
    });

    it("refuses bad fields and a code in use, with field errors and nothing stored", async () => {
      const before = await catalog();
      const audits = await auditCount();

      const bad = await post({ intent: "create", code: "12a", name: " ", price: "12,50" });
      expect(bad).toMatchObject({
        kind: "data",
        status: 400,
        data: {
          kind: "form",
          intent: "create",
          fieldErrors: {
            code: "The code must be digits only, such as 22719.",
            name: "Enter the test name.",
            price: expect.stringContaining("dollar amount"),
          },
          values: { code: "12a", name: " ", price: "12,50" },
        },
        toast: { type: "error", title: "Failed to save lab test" },
      });

      const taken = await post({ intent: "create", code: "351422", name: "Copy", price: "5" });
      expect(taken).toMatchObject({
        status: 409,
        data: { fieldErrors: { code: "Another lab test already uses the code 351422." } },
      });

      expect(await catalog()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it("edits a test in place and returns to the same search and page", async () => {
      const lipid = await findByCode("351422");
      const outcome = await post({
        intent: "update",
        id: lipid?.id ?? "",
        baseVersion: String(lipid?.version),
        code: "351422",
        name: "Lipid Panel",
        price: "$31.5",
        q: "lipid",
        page: "1",
      });
      expect(outcome).toMatchObject({ status: 302, location: "/admin/lab-tests?q=lipid" });
      expect(outcome.toast).toMatchObject({ title: "Lab test updated successfully" });
      expect(await findByCode("351422")).toMatchObject({ id: lipid?.id, price: "$31.50" });
      expect((await auditRows()).at(-1)).toMatchObject({
        action: "lab_test.updated",
        entityId: lipid?.id,
        summary:
          "Lab test updated: Lipid Panel (code 351422, $29.00) → Lipid Panel (code 351422, $31.50)",
      });

      // Another test's code is refused; a deleted test is reported.
      const clash = await post({
        intent: "update",
        id: lipid?.id ?? "",
        baseVersion: "2",
        code: "2334",
        name: "Lipid Panel",
        price: "31.50",
      });
      expect(clash).toMatchObject({
        status: 409,
        data: { id: lipid?.id, fieldErrors: { code: expect.stringContaining("2334") } },
      });
      const gone = await post({
        intent: "update",
        id: "00000000-0000-4000-8000-000000000000",
        code: "1",
        name: "X",
        price: "",
      });
      expect(gone.toast).toMatchObject({
        type: "error",
        title: "Failed to save lab test",
        description: "That lab test no longer exists.",
      });
      expect(await findByCode("351422")).toMatchObject({ price: "$31.50" });
    });

    it("refuses an edit opened before another save or an import, with who, when and both values; saving again keeps what was typed", async () => {
      const lipid = await findByCode("351422");
      const openedAt = String(lipid?.version);
      const edit = (price: string, baseVersion: string) =>
        post({
          intent: "update",
          id: lipid?.id ?? "",
          baseVersion,
          code: "351422",
          name: "Lipid Panel",
          price,
        });
      // A colleague saves first, from the same version.
      expect(await edit("30", openedAt)).toMatchObject({ status: 302 });
      const audits = await auditCount();
      const stale = await edit("31", openedAt);
      expect(stale).toMatchObject({
        kind: "data",
        status: 409,
        data: {
          kind: "form",
          intent: "update",
          id: lipid?.id,
          values: { code: "351422", name: "Lipid Panel", price: "$31.00" },
          version: Number(openedAt) + 1,
          conflict: {
            changedBy: editor.email,
            changedByYou: true,
            fields: [{ name: "price", theirs: "$30.00", yours: "$31.00" }],
          },
        },
      });
      expect(stale.toast).toMatchObject({ title: "Not saved: someone else changed this lab test" });
      expect(await findByCode("351422")).toMatchObject({ price: "$30.00" });
      expect(await auditCount()).toBe(audits);
      // Save again from the version the refusal showed: what was typed is kept.
      expect(await edit("31", String(Number(openedAt) + 1))).toMatchObject({ status: 302 });
      expect(await findByCode("351422")).toMatchObject({ price: "$31.00" });

      // An import that changes the test also makes an edit opened before it stale.
      const beforeImport = String((await findByCode("351422"))?.version);
      const exported = (await exportText()).replace(
        "351422,Lipid Panel,$31.00",
        "351422,Lipid Panel,$33.00",
      );
      const data = (await preview(exported)).data as PreviewData;
      await post({
        intent: "confirm",
        csv: data.csvText,
        fileName: "p.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(await findByCode("351422")).toMatchObject({ price: "$33.00" });
      expect(await edit("34", beforeImport)).toMatchObject({
        status: 409,
        data: { conflict: { fields: [{ name: "price", theirs: "$33.00", yours: "$34.00" }] } },
      });
      // A form without a version (hand-made, or from before versions) is refused the same way.
      expect(await edit("35", "")).toMatchObject({ status: 409 });
      expect(await findByCode("351422")).toMatchObject({ price: "$33.00" });
    });

    it("deletes a test with an audit entry", async () => {
      const zinc = await findByCode("25520");
      const outcome = await post({ intent: "delete", id: zinc?.id ?? "", q: "zinc", page: "1" });
      expect(outcome).toMatchObject({ status: 302, location: "/admin/lab-tests?q=zinc" });
      expect(outcome.toast).toMatchObject({ title: "Lab test deleted successfully" });
      expect(await findByCode("25520")).toBeUndefined();
      expect((await auditRows()).at(-1)).toMatchObject({
        action: "lab_test.deleted",
        entityId: zinc?.id,
      });

      const again = await post({ intent: "delete", id: zinc?.id ?? "" });
      expect(again.toast).toMatchObject({ title: "Failed to delete lab test" });
    });

    it("shows every change on the public page and its search at once, and orders from the stored catalog", async () => {
      const lipid = await findByCode("351422");
      await post({
        intent: "update",
        id: lipid?.id ?? "",
        baseVersion: String(lipid?.version),
        code: "351422",
        name: "Lipid Panel",
        price: "44",
      });
      await post({ intent: "create", code: "900003", name: "Brand New Test", price: "12" });

      type List = { list: { tests: Row[]; matches: number } };
      for (const path of ["/lab-tests", "/pt/lab-tests"]) {
        const { list } = dataOf<List>(await publicPage(path));
        // One page of the catalog, which counts the new test.
        expect(list.matches).toBe(sampleLabTests.length + 1);
        expect(list.tests).toHaveLength(20);
        // Only the three columns the page shows.
        expect(Object.keys(list.tests[0] ?? {}).sort()).toEqual(["code", "name", "price"]);
        const lipidPage = dataOf<List>(await publicPage(`${path}?q=lipid%20panel`)).list;
        expect(lipidPage.tests).toContainEqual({
          code: "351422",
          name: "Lipid Panel",
          price: "$44.00",
        });
        const brandNew = dataOf<List>(await publicPage(`${path}?q=900003`)).list;
        expect(brandNew.tests[0]).toEqual({
          code: "900003",
          name: "Brand New Test",
          price: "$12.00",
        });
      }

      // A change made elsewhere (another instance, a script) shows too: nothing stale is kept.
      await handle.db.update(labTests).set({ price: "$45.00" }).where(eq(labTests.code, "351422"));
      expect(dataOf<List>(await publicPage("/lab-tests?q=351422")).list.tests).toContainEqual({
        code: "351422",
        name: "Lipid Panel",
        price: "$45.00",
      });
      await handle.db.update(labTests).set({ price: "$44.00" }).where(eq(labTests.code, "351422"));

      // Buy Now without JavaScript builds the order from the stored prices.
      const { order } = dataOf<{ order: { message: string; href: string } | null }>(
        await publicPage("/lab-tests?order=1&test=900003&test=351422"),
      );
      expect(order?.message).toContain("1. Brand New Test (code 900003) - $12.00");
      expect(order?.message).toContain("2. Lipid Panel (code 351422) - $44.00");
      expect(order?.message).toContain("Total: $56.00");
      // The page's link sends exactly that message.
      expect(new URL(order?.href ?? "").searchParams.get("text")).toBe(order?.message);
    });
  });

  describe("the CSV export", () => {
    it("downloads the catalog as a CSV attachment, uncached", async () => {
      const outcome = await exportFile(editor.cookie);
      expect(outcome).toMatchObject({ kind: "data", status: 200 });
      const headers = outcome.headers;
      expect(headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="lab-price-list-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(headers.get("Cache-Control")).toBe("no-store");
      const parsed = parseCsv(dataOf<string>(outcome));
      if (!parsed.ok) throw new Error("the export must parse");
      const [header, ...rows] = parsed.rows;
      expect(header).toEqual(["code", "name", "price"]);
      expect(rows).toHaveLength(sampleLabTests.length);
      expect(rows).toContainEqual(["886623", "Whole Exome Sequencing", "$3,450.00"]);
    });

    it("answers visitors and signed-in users with 403", async () => {
      for (const cookie of [undefined, user.cookie]) {
        const outcome = await exportFile(cookie);
        expect(outcome).toMatchObject({ kind: "error", status: 403 });
        expect(String(outcome.kind === "error" ? outcome.data : "")).not.toContain("351422");
      }
    });

    it("round-trips through the import with no changes", async () => {
      const exported = await exportText();
      const answer = await preview(exported, "lab-price-list.csv");
      const data = answer.data as PreviewData;
      expect(answer.status).toBe(200);
      expect(data.preview.counts).toEqual({
        added: 0,
        changed: 0,
        removed: 0,
        unchanged: sampleLabTests.length,
      });
      expect(data.preview.errors).toEqual([]);

      const audits = await auditCount();
      const confirm = await post({
        intent: "confirm",
        csv: data.csvText,
        fileName: "lab-price-list.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(confirm.toast).toMatchObject({ type: "info", title: "Nothing to import" });
      expect(await auditCount()).toBe(audits);
    });
  });

  describe("the CSV import", () => {
    /** The sample with Zinc's price changed, Lipid Panel renamed, CBC dropped and one test added. */
    async function editedExport(): Promise<string> {
      const lines = (await exportText())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      return csv(
        ...lines
          .filter((line) => !line.startsWith("2334,"))
          .map((line) =>
            line
              .replace(/^25520,"Zinc, Plasma",\$35\.00$/, '25520,"Zinc, Plasma",36.5')
              .replace(/^351422,Lipid Panel,/, "351422,Lipid Panel (fasting),"),
          ),
        "900010,New Imported Test,",
      );
    }

    it("previews what would change, without changing anything", async () => {
      const before = await catalog();
      const audits = await auditCount();
      const answer = await preview(await editedExport());
      const data = answer.data as PreviewData;
      expect(data.preview).toMatchObject({
        fileTests: sampleLabTests.length,
        counts: { added: 1, changed: 2, removed: 1, unchanged: sampleLabTests.length - 3 },
        errors: [],
        samples: {
          added: [{ code: "900010", name: "New Imported Test", price: "" }],
          changed: [
            {
              code: "351422",
              before: { name: "Lipid Panel", price: "$29.00" },
              after: { name: "Lipid Panel (fasting)", price: "$29.00" },
            },
            {
              code: "25520",
              before: { name: "Zinc, Plasma", price: "$35.00" },
              after: { name: "Zinc, Plasma", price: "$36.50" },
            },
          ],
          removed: [{ code: "2334", name: "CBC with Differential", price: "$25.00" }],
        },
      });
      expect(await catalog()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it("applies exactly the preview in one go, with one audit entry", async () => {
      const importsBefore = (await auditRows()).filter(
        (row) => row.action === "lab_tests.imported",
      ).length;
      const file = await editedExport();
      const data = (await preview(file)).data as PreviewData;
      const outcome = await post({
        intent: "confirm",
        csv: data.csvText,
        fileName: "prices.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(outcome).toMatchObject({ status: 302, location: "/admin/lab-tests" });
      expect(outcome.toast).toEqual({
        type: "success",
        title: "Lab price list imported successfully",
        description: `1 added, 2 changed, 1 removed, ${sampleLabTests.length - 3} unchanged.`,
      });

      // The catalog is now the file, row for row.
      const parsed = parseCsv(file);
      if (!parsed.ok) throw new Error("the file must parse");
      const fromFile = parsed.rows
        .slice(1)
        .map(([code = "", name = "", price = ""]) => ({
          code,
          name,
          price: price === "36.5" ? "$36.50" : price,
        }))
        .sort((a, b) => (a.code < b.code ? -1 : 1));
      expect(await catalog()).toEqual(fromFile);
      const imports = (await auditRows())
        .filter((row) => row.action === "lab_tests.imported")
        .slice(importsBefore);
      expect(imports).toEqual([
        {
          action: "lab_tests.imported",
          actorEmail: editor.email,
          entityId: null,
          summary: `Lab price list imported from prices.csv: 1 added, 2 changed, 1 removed, ${sampleLabTests.length - 3} unchanged`,
        },
      ]);
    });

    it("adds and updates only, when asked: tests the file leaves out stay; the sample notice goes with the first import", async () => {
      await handle.db
        .delete(contentRevisions)
        .where(eq(contentRevisions.entityType, "lab_catalog"));
      type Notice = { t: { sampleNotice: { title: string } | null } };
      for (const path of ["/lab-tests", "/pt/lab-tests"]) {
        expect(dataOf<Notice>(await publicPage(path)).t.sampleNotice).not.toBeNull();
      }
      const before = await catalog();
      const file = csv("code,name,price", "25520,Zinc,36.5", "900011,Only In The File,12");
      const answer = await preview(file, undefined, "update");
      const data = answer.data as PreviewData & { preview: { mode: string } };
      expect(data.preview).toMatchObject({
        mode: "update",
        counts: { added: 1, changed: 1, removed: 0, unchanged: 0 },
        samples: { removed: [] },
      });
      const outcome = await post({
        intent: "confirm",
        csv: data.csvText,
        fileName: "two-tests.csv",
        catalogVersion: data.preview.catalogVersion,
        mode: "update",
      });
      expect(outcome).toMatchObject({ status: 302, location: "/admin/lab-tests" });
      const after = await catalog();
      expect(after).toHaveLength(before.length + 1);
      expect(after).toContainEqual({ code: "25520", name: "Zinc", price: "$36.50" });
      expect(after).toContainEqual({ code: "900011", name: "Only In The File", price: "$12.00" });
      expect(after).toContainEqual(before.find((row) => row.code === "2334"));
      for (const path of ["/lab-tests", "/pt/lab-tests"]) {
        expect(dataOf<Notice>(await publicPage(path)).t.sampleNotice).toBeNull();
      }

      // The same file, replacing the whole list, leaves only its two tests.
      const replacing = (await preview(file, undefined, "replace")).data as PreviewData;
      expect(replacing.preview.counts).toMatchObject({ removed: after.length - 2 });
    });

    it("refuses to apply when the catalog changed after the preview, and shows a fresh preview", async () => {
      const data = (await preview(await editedExport())).data as PreviewData;
      // A colleague adds a test meanwhile.
      await post({ intent: "create", code: "900020", name: "Colleague Test", price: "9" });
      const before = await catalog();
      const outcome = await post({
        intent: "confirm",
        csv: data.csvText,
        fileName: "prices.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(outcome).toMatchObject({
        kind: "data",
        status: 409,
        data: {
          kind: "preview",
          notice: expect.stringContaining("changed after this file was previewed"),
          preview: { counts: { added: 1, changed: 2, removed: 2 } },
        },
      });
      expect(await catalog()).toEqual(before);
    });

    it("keeps each import's list and the one before it, and brings an earlier one back through a preview, as a new version", async () => {
      await handle.db
        .delete(contentRevisions)
        .where(eq(contentRevisions.entityType, "lab_catalog"));
      const original = await catalog();
      type Version = { version: number; source: string | null; summary: string; tests: number };
      const versions = async () =>
        dataOf<{ versions: Version[] }>(await listPage("/admin/lab-tests", editor.cookie)).versions;
      expect(await versions()).toEqual([]);

      /** Previews `text` (or a kept version) and applies what the preview showed. */
      async function apply(data: PreviewData, fileName: string) {
        return post({
          intent: "confirm",
          csv: data.csvText,
          fileName,
          catalogVersion: data.preview.catalogVersion,
        });
      }
      const first = (await preview(await editedExport())).data as PreviewData;
      expect(await apply(first, "prices.csv")).toMatchObject({ status: 302 });
      const unchanged = sampleLabTests.length - 3;
      expect(await versions()).toMatchObject([
        {
          version: 2,
          source: "prices.csv",
          summary: `1 added, 2 changed, 1 removed, ${unchanged} unchanged`,
          tests: sampleLabTests.length,
        },
        {
          version: 1,
          source: null,
          summary: "As it was before prices.csv was imported (the first import)",
          tests: sampleLabTests.length,
        },
      ]);

      // A colleague adds a test by hand; then the first list is brought back.
      await post({ intent: "create", code: "900020", name: "Colleague Test", price: "9" });
      const afterEdits = await catalog();
      const restoring = await post({ intent: "restore-version", version: "1" });
      expect(restoring).toMatchObject({
        kind: "data",
        status: 200,
        data: {
          kind: "preview",
          preview: {
            fileName: expect.stringMatching(/^version 1 of the price list \(.+\)$/),
            counts: { added: 1, changed: 2, removed: 2 },
            errors: [],
          },
        },
      });
      // A preview changes nothing.
      expect(await catalog()).toEqual(afterEdits);
      const restored = dataOf<PreviewData & { preview: { fileName: string } }>(restoring);
      expect(await apply(restored, restored.preview.fileName)).toMatchObject({
        status: 302,
        toast: { title: "Lab price list imported successfully" },
      });
      expect(await catalog()).toEqual(original);

      // The list with the hand edit is kept before the restore, and the restore is a version.
      const [restoredVersion, beforeRestore] = await versions();
      expect(beforeRestore).toMatchObject({
        version: 3,
        source: null,
        tests: sampleLabTests.length + 1,
        summary: expect.stringContaining("edited one by one since the last import"),
      });
      expect(restoredVersion).toMatchObject({
        version: 4,
        source: restored.preview.fileName,
        tests: sampleLabTests.length,
      });
      expect((await auditRows()).at(-1)?.summary).toMatch(
        /^Lab price list imported from version 1 of the price list \(.+\): 1 added, 2 changed, 2 removed/,
      );

      // A version that is not kept is said so, and nothing changes.
      expect(await post({ intent: "restore-version", version: "99" })).toMatchObject({
        kind: "data",
        status: 404,
        data: { kind: "import-error", error: "That version of the price list is not kept." },
      });
      expect(await catalog()).toEqual(original);
    });

    it("lists every bad row with its line, and a file with errors changes nothing even when confirmed", async () => {
      const file = csv(
        "name,price,code",
        "Good Test,10,1",
        "No Code,10,",
        ",10,2",
        "Letters,10,12b",
        "Bad Price,ten,3",
        "Duplicate,10,1",
      );
      const before = await catalog();
      const audits = await auditCount();
      const answer = await preview(file);
      expect(answer.status).toBe(400);
      const data = answer.data as PreviewData;
      expect(data.preview.errors).toEqual([
        { line: 3, message: "The code is missing." },
        { line: 4, message: "The name is missing." },
        { line: 5, message: "The code “12b” is not a number." },
        { line: 6, message: "The price “ten” is not a dollar amount such as 35.00." },
        { line: 7, message: "The code 1 is already used on line 2." },
      ]);
      expect(answer.toast).toMatchObject({ type: "error", title: "Failed to import lab tests" });

      const confirm = await post({
        intent: "confirm",
        csv: file,
        fileName: "prices.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(confirm).toMatchObject({ kind: "data", status: 400 });
      expect(await catalog()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it("explains a missing file, a file that is too large or not UTF-8, and a missing header", async () => {
      expect(
        await post({
          intent: "preview",
          file: new File([], "", { type: "application/octet-stream" }),
        }),
      ).toMatchObject({ status: 400, data: { error: "Choose a CSV file to import." } });

      const large = "x".repeat(LAB_IMPORT_MAX_BYTES + 1);
      expect(await post({ intent: "preview", file: csvFile(large) })).toMatchObject({
        status: 413,
        data: { error: "The file is larger than 4 MB." },
      });

      const latin1 = new File([new Uint8Array([0x63, 0x6f, 0x64, 0x65, 0x0a, 0xe9])], "x.csv");
      expect(await post({ intent: "preview", file: latin1 })).toMatchObject({
        status: 400,
        data: { error: expect.stringContaining("not UTF-8") },
      });

      const headerless = await preview(csv("351422,Lipid Panel,29"));
      expect((headerless.data as PreviewData).preview.errors).toEqual([
        { line: 1, message: expect.stringContaining("must be the header row") },
      ]);
    });

    it("replaces the whole catalog with a small file", async () => {
      const file = csv("code,name,price", "351422,Lipid Panel,29", "7,Seven,7");
      const data = (await preview(file)).data as PreviewData;
      expect(data.preview.counts).toEqual({
        added: 1,
        changed: 0,
        removed: sampleLabTests.length - 1,
        unchanged: 1,
      });
      await post({
        intent: "confirm",
        csv: file,
        fileName: "small.csv",
        catalogVersion: data.preview.catalogVersion,
      });
      expect(await catalog()).toEqual([
        { code: "351422", name: "Lipid Panel", price: "$29.00" },
        { code: "7", name: "Seven", price: "$7.00" },
      ]);
    });
  });

  describe("a whole catalogue", () => {
    it(`imports ${LAB_IMPORT_MAX_ROWS.toLocaleString("en-US")} tests, then a file that changes every one of them`, async () => {
      const line = (index: number, price: string) =>
        `${99_000_000 + index},"Imported test ${index}, serum",${price}`;
      const full = (price: (index: number) => string) =>
        csv(
          "code,name,price",
          ...Array.from({ length: LAB_IMPORT_MAX_ROWS }, (_, index) => line(index, price(index))),
        );
      const apply = async (file: string) => {
        const data = (await preview(file)).data as PreviewData;
        expect(data.preview.errors).toEqual([]);
        return post({
          intent: "confirm",
          csv: data.csvText,
          fileName: "catalogue.csv",
          catalogVersion: data.preview.catalogVersion,
        });
      };

      const first = await apply(full((index) => String(10 + (index % 90))));
      expect(first).toMatchObject({ status: 302 });
      expect(first.toast?.description).toBe(
        `${LAB_IMPORT_MAX_ROWS} added, 0 changed, ${sampleLabTests.length} removed, 0 unchanged.`,
      );
      expect(await countRows(handle.db, labTests)).toBe(LAB_IMPORT_MAX_ROWS);

      const second = await apply(full((index) => String(11 + (index % 90))));
      expect(second.toast?.description).toBe(
        `0 added, ${LAB_IMPORT_MAX_ROWS} changed, 0 removed, 0 unchanged.`,
      );
      const last = await findByCode(String(99_000_000 + LAB_IMPORT_MAX_ROWS - 1));
      expect(last).toMatchObject({
        name: `Imported test ${LAB_IMPORT_MAX_ROWS - 1}, serum`,
        price: `$${11 + ((LAB_IMPORT_MAX_ROWS - 1) % 90)}.00`,
        version: 2,
      });
      // The search sees the new names (kept by the database from each row).
      const found = await searchLabCatalog(handle.db, {
        query: `imported ${LAB_IMPORT_MAX_ROWS - 1}`,
        page: 1,
      });
      expect(found.tests.map((test) => test.code)).toEqual([
        String(99_000_000 + LAB_IMPORT_MAX_ROWS - 1),
      ]);

      // One more row is refused, naming the limit.
      const tooMany = await preview(
        csv(
          "code,name,price",
          ...Array.from({ length: LAB_IMPORT_MAX_ROWS + 1 }, (_, index) => line(index, "5")),
        ),
      );
      expect((tooMany.data as PreviewData).preview.errors).toEqual([
        { line: LAB_IMPORT_MAX_ROWS + 2, message: expect.stringContaining("at most 20,000") },
      ]);
    }, 240_000);
  });

  describe("non-editors", () => {
    it("get 401 (no session) or 403 (a user) for every action and change nothing", async () => {
      const lipid = await findByCode("351422");
      const exported = await exportText();
      const version = ((await preview(exported)).data as PreviewData).preview.catalogVersion;
      const before = await catalog();
      const audits = await auditCount();
      const attempts: Record<string, string | File>[] = [
        { intent: "create", code: "900030", name: "Sneaky", price: "1" },
        { intent: "update", id: lipid?.id ?? "", code: "351422", name: "Hacked", price: "1" },
        { intent: "delete", id: lipid?.id ?? "" },
        { intent: "preview", file: csvFile(exported) },
        { intent: "restore-version", version: "1" },
        {
          intent: "confirm",
          csv: csv("code,name,price", "1,Only,1"),
          fileName: "x.csv",
          catalogVersion: version,
        },
      ];
      for (const [cookie, status] of [
        [null, 401],
        [user.cookie, 403],
      ] as const) {
        for (const fields of attempts) {
          expect(await post(fields, cookie), String(fields.intent)).toMatchObject({
            kind: "error",
            status,
          });
        }
      }
      expect(await catalog()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });
  });
});
