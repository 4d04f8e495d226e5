import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { labTests } from "~/platform/db/schema";
import * as labTestsPage from "~/routes/site/lab-tests";
import { LAB_PAGE_SIZE } from "./lab-search";
import { searchLabCatalog } from "./lab-tests.server";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { routesOn } from "../../../tests/support/routes";

/*
 * The public lab search in the database (issue 29): words typed without case or
 * accents, each the start of a word of a test's name or code, on the lab search
 * index; a test whose code was typed first, then names starting with the first word;
 * one page of rows at a time, never the catalog.
 */

const catalog = [
  { code: "7600", name: "Lipid Panel", price: "$29.00" },
  { code: "7601", name: "Panel of Allergens", price: "$80.00" },
  { code: "6399", name: "CBC with Differential", price: "$25.00" },
  { code: "18470", name: "Sjögren's Antibodies (SS-A and SS-B)", price: "$120.50" },
  { code: "17306", name: "Vitamin D, 25-Hydroxy", price: "$59.00" },
  { code: "17307", name: "25-OH Vitamin D, Total", price: "$61.00" },
  { code: "623439", name: "Whole Genome Sequencing", price: "$5,100.00" },
  { code: "44120", name: "Multi-Cancer Early Detection", price: "" },
  { code: "6399100", name: "ÉCLAIR Marker Study", price: "$10.00" },
];
/** 45 more, to page through: "Extra Study 00" … "Extra Study 44". */
const extras = Array.from({ length: 45 }, (_, n) => ({
  code: String(800_000 + n),
  name: `Extra Study ${String(n).padStart(2, "0")}`,
  price: "$40.00",
}));

describe.each(testDatabases)("the public lab search on $name", (database) => {
  const handle = openForDescribe(database);
  const routes = routesOn(handle);
  const search = (query: string, page = 1) => searchLabCatalog(handle.db, { query, page });
  const names = async (query: string, page = 1) =>
    (await search(query, page)).tests.map((test) => test.name);

  beforeAll(async () => {
    await handle.db.delete(labTests);
    await handle.db.insert(labTests).values([...catalog, ...extras]);
  });

  it("finds the start of any word of the name, whatever the case, and several words at once", async () => {
    expect(await names("lipid")).toEqual(["Lipid Panel"]);
    expect(await names("LIP")).toEqual(["Lipid Panel"]);
    expect(await names("cbc diff")).toEqual(["CBC with Differential"]);
    expect(await names("vit d")).toEqual(["Vitamin D, 25-Hydroxy", "25-OH Vitamin D, Total"]);
    expect(await names("25-oh")).toEqual(["25-OH Vitamin D, Total"]);
    expect(await names("genome whole")).toEqual(["Whole Genome Sequencing"]);
    expect(await names("ipid")).toEqual([]);
    expect(await names("zzz no such test")).toEqual([]);
  });

  it("ignores accents on either side", async () => {
    expect(await names("sjogren")).toEqual(["Sjögren's Antibodies (SS-A and SS-B)"]);
    expect(await names("SJÖGREN ss-b")).toEqual(["Sjögren's Antibodies (SS-A and SS-B)"]);
    expect(await names("eclair")).toEqual(["ÉCLAIR Marker Study"]);
    expect(await names("éclair")).toEqual(["ÉCLAIR Marker Study"]);
  });

  it("finds a code, the test with exactly that code first", async () => {
    expect(await names("6399")).toEqual(["CBC with Differential", "ÉCLAIR Marker Study"]);
    expect(await names("63991")).toEqual(["ÉCLAIR Marker Study"]);
    expect(await names("623")).toEqual(["Whole Genome Sequencing"]);
  });

  it("lists names that start with the first word before the others, then by name", async () => {
    expect(await names("panel")).toEqual(["Panel of Allergens", "Lipid Panel"]);
    // By name without accents: "ÉCLAIR" sorts as "eclair", before "Extra".
    expect((await search("study")).tests.slice(0, 2).map((test) => test.name)).toEqual([
      "ÉCLAIR Marker Study",
      "Extra Study 00",
    ]);
  });

  it("answers one page at a time: every match on exactly one page, a page past the last shows the last", async () => {
    const first = await search("extra");
    expect(first).toMatchObject({ matches: 45, page: 1, pageCount: 3 });
    expect(first.tests).toHaveLength(LAB_PAGE_SIZE);
    const all = [
      ...first.tests,
      ...(await search("extra", 2)).tests,
      ...(await search("extra", 3)).tests,
    ].map((test) => test.name);
    expect(all).toEqual(extras.map((test) => test.name));
    expect(await search("extra", 99)).toMatchObject({ page: 3, pageCount: 3 });
    expect((await search("extra", 99)).tests).toHaveLength(5);

    const everything = await search("");
    expect(everything).toMatchObject({ matches: catalog.length + extras.length, pageCount: 3 });
    expect(everything.tests[0]?.name).toBe("25-OH Vitamin D, Total");
  });

  it("finds nothing for signs alone, and nothing a query operator could break", async () => {
    expect(await search("(&)")).toMatchObject({ tests: [], matches: 0, pageCount: 1 });
    expect(await names("lipid & !panel | :*")).toEqual(["Lipid Panel"]);
    expect(await names("'; drop table lab_tests; --")).toEqual([]);
    expect(await handle.db.$count(labTests)).toBe(catalog.length + extras.length);
  });

  it("is answered from the lab search index", async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select ${labTests.code} from ${labTests} where ${labTests.searchWords} @@ to_tsquery('simple', 'vit:*')`,
      );
    });
    expect(JSON.stringify(plan)).toContain("lab_tests_search_idx");
  });

  it("sends the page one page of tests, never the catalog", async () => {
    const answer = await routes.get("/lab-tests", labTestsPage, "/lab-tests?q=extra&page=2");
    expect(answer).toMatchObject({
      kind: "data",
      status: 200,
      data: { query: "extra", list: { matches: 45, page: 2, pageCount: 3 } },
    });
    const list = answer.kind === "data" ? answer.data.list : null;
    expect(list?.tests.map((test: { name: string }) => test.name)).toEqual(
      extras.slice(20, 40).map((test) => test.name),
    );
    expect(JSON.stringify(answer.kind === "data" ? answer.data : {})).not.toContain("Lipid Panel");
    const portuguese = await routes.get("/pt/lab-tests", labTestsPage, "/pt/lab-tests?q=sjogren");
    expect(portuguese).toMatchObject({
      data: { list: { matches: 1, tests: [{ code: "18470" }] } },
    });
  });
});
