import { locales } from "~/i18n/locales";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, teamMembers } from "~/platform/db/schema";
import { teamMemberMessages, type TeamMemberTexts } from "~/features/team/member-form";
import { ADMIN_TEAM_PAGE_SIZE } from "~/features/team/member-admin.server";
import {
  findActiveTeamMember,
  listActiveTeamMembers,
  listOtherTeamMembers,
} from "~/features/team/members.server";
import * as teamRoute from "~/routes/admin/team";
import * as editRoute from "~/routes/admin/team-edit";
import { auditEntries } from "../../../tests/support/audit";
import { englishTexts } from "../../../tests/support/team";
import { signedInForDescribe, type SignedIn } from "../../../tests/support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn, TEST_ORIGIN, type RouteModule } from "../../../tests/support/routes";

/*
 * The staff portal's Team Members pages, through the route modules' loaders and
 * actions: validation, the writes and their audit entries, what the public
 * queries show afterwards, and refusals for non-editors.
 */

/** The routes' patterns (app/routes.ts). */
const LIST_PATH = "/admin/team";
const NEW_PATH = "/admin/team/new";
const EDIT_PATH = "/admin/team/:id";

const validMember = {
  name: "Bruna Teixeira",
  role_en: "Physician Assistant",
  "role_pt-BR": "Assistente médica",
  bio_en: "Bruna sees walk-in patients.\n\nShe loves running.",
  "bio_pt-BR": "A Bruna atende sem hora marcada.",
  imageUrl: "",
  qualifications_en: " PA-C , Master of Physician Assistant Studies,, ",
  "qualifications_pt-BR": "PA-C",
  specialties_en: "Urgent care, Sports injuries, Travel health, Vaccines",
  "specialties_pt-BR": "",
  active: "on",
};

/** A member's English texts as a row stores them, with `more` over a role of "Nurse". */
const nurse = (more: Partial<TeamMemberTexts> = {}) => englishTexts("Nurse", more);

describe.each(testDatabases)("admin team members on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor", "admin"]);

  type Who = SignedIn | "anonymous";
  const routes = routesOn(handle);
  const cookieOf = (who: Who) => (who === "anonymous" ? null : who.cookie);

  function load(path: string, module: RouteModule, url: string, who: Who) {
    return routes.get(path, module, url, cookieOf(who));
  }

  function submit(
    path: string,
    module: RouteModule,
    url: string,
    fields: Record<string, string | readonly string[]>,
    who: Who,
  ) {
    return routes.post(path, module, url, fields, cookieOf(who));
  }

  const create = (fields: Record<string, string>, who: Who = people.content_editor) =>
    submit(NEW_PATH, editRoute, "/admin/team/new", fields, who);
  /** The member's stored version: what its edit form, opened now, would send back. */
  async function versionOf(id: string): Promise<string> {
    const [row] = await handle.db
      .select({ version: teamMembers.version })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));
    return String(row?.version ?? 0);
  }
  /** A save from an edit form opened just before (unless `fields` names its baseVersion). */
  const update = async (
    id: string,
    fields: Record<string, string>,
    who: Who = people.content_editor,
  ) =>
    submit(
      EDIT_PATH,
      editRoute,
      `/admin/team/${id}`,
      { baseVersion: await versionOf(id), ...fields },
      who,
    );
  const remove = (id: string, who: Who = people.content_editor) =>
    submit(LIST_PATH, teamRoute, "/admin/team", { intent: "delete", id }, who);

  /** A member's address: what their public page is found by. */
  async function slugOf(id: string) {
    const [row] = await handle.db
      .select({ slug: teamMembers.slug })
      .from(teamMembers)
      .where(eq(teamMembers.id, id));
    return row?.slug ?? "";
  }

  async function rowsNamed(name: string) {
    return handle.db.select().from(teamMembers).where(eq(teamMembers.name, name));
  }

  async function theOnly(name: string) {
    const rows = await rowsNamed(name);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  const auditFor = (action: string, entityId: string) =>
    auditEntries(handle.db, ["actorId", "actorEmail", "entityType", "summary"], action, entityId);
  const auditCount = () => countRows(handle.db, auditLog);
  const memberCount = () => countRows(handle.db, teamMembers);

  /** A member written straight to the table, for the tests that edit or delete one. */
  async function seedMember(name: string, extra: Partial<typeof teamMembers.$inferInsert> = {}) {
    const [row] = await handle.db
      .insert(teamMembers)
      .values({ name, texts: nurse(), orderIndex: 5, ...extra })
      .returning({ id: teamMembers.id });
    return row!.id;
  }

  const publicNames = async (locale: "en" | "pt-BR" = "en") =>
    (await listActiveTeamMembers(handle.db, locale)).map((member) => member.name);

  describe("creating", () => {
    it("adds a member with trimmed lists, nulls for empty text, an audit entry and a toast", async () => {
      const [last] = await handle.db
        .select({ orderIndex: teamMembers.orderIndex })
        .from(teamMembers)
        .orderBy(desc(teamMembers.orderIndex))
        .limit(1);
      // A display order posted by an old form is ignored: a new member goes last.
      const answer = await create({ ...validMember, name: "Bruna Create", orderIndex: "1" });
      expect(answer).toMatchObject({ kind: "redirect", status: 302, location: "/admin/team" });
      expect(answer.toast).toMatchObject({ title: "Team member added successfully" });

      const row = await theOnly("Bruna Create");
      expect(row).toMatchObject({
        imageUrl: null,
        orderIndex: (last?.orderIndex ?? 0) + 1,
        active: true,
      });
      // One map of texts: English in full, Portuguese only what was typed.
      expect(row.texts).toEqual({
        en: {
          role: "Physician Assistant",
          bio: "Bruna sees walk-in patients.\n\nShe loves running.",
          qualifications: ["PA-C", "Master of Physician Assistant Studies"],
          specialties: ["Urgent care", "Sports injuries", "Travel health", "Vaccines"],
        },
        "pt-BR": {
          role: "Assistente médica",
          bio: "A Bruna atende sem hora marcada.",
          qualifications: ["PA-C"],
        },
      });
      expect(await auditFor("team_member.created", row.id)).toEqual([
        {
          actorId: people.content_editor.id,
          actorEmail: people.content_editor.email,
          entityType: "team_member",
          summary: "Added team member Bruna Create",
        },
      ]);
    });

    it("shows the new member on the public team pages at once, in both languages", async () => {
      await create({ ...validMember, name: "Bruna Public" });
      const { id } = await theOnly("Bruna Public");
      expect(await publicNames()).toContain("Bruna Public");
      expect(await findActiveTeamMember(handle.db, await slugOf(id), "en")).toMatchObject({
        name: "Bruna Public",
        role: "Physician Assistant",
        specialties: ["Urgent care", "Sports injuries", "Travel health", "Vaccines"],
      });
      // Portuguese role and qualifications; specialties fall back to English.
      expect(await findActiveTeamMember(handle.db, await slugOf(id), "pt-BR")).toMatchObject({
        role: "Assistente médica",
        bio: "A Bruna atende sem hora marcada.",
        qualifications: ["PA-C"],
        specialties: ["Urgent care", "Sports injuries", "Travel health", "Vaccines"],
      });
    });

    it("keeps an inactive new member off the public pages", async () => {
      const { active: _active, ...inactive } = validMember;
      const answer = await create({ ...inactive, name: "Bruna Hidden" });
      expect(answer).toMatchObject({ kind: "redirect", location: "/admin/team" });
      const row = await theOnly("Bruna Hidden");
      expect(row.active).toBe(false);
      expect(await publicNames()).not.toContain("Bruna Hidden");
      expect(await findActiveTeamMember(handle.db, await slugOf(row.id), "en")).toBeNull();
    });

    it("stores an image address of this site as its path, and refuses another website's", async () => {
      await create({
        ...validMember,
        name: "Bruna Local Photo",
        imageUrl: `${TEST_ORIGIN}/uploads/admin-uploads/abc.webp`,
      });
      expect((await theOnly("Bruna Local Photo")).imageUrl).toBe("/uploads/admin-uploads/abc.webp");
      const before = await memberCount();
      const remote = await create({
        ...validMember,
        name: "Bruna Remote Photo",
        imageUrl: "https://cdn.example.com/b.jpg",
      });
      expect(remote).toMatchObject({
        kind: "data",
        status: 400,
        data: { fieldErrors: { imageUrl: expect.stringContaining("media library") } },
      });
      expect(await memberCount()).toBe(before);
    });

    it("answers invalid input with 400, the field errors, the typed values and the error toast", async () => {
      const emptyTexts = Object.fromEntries(
        locales.flatMap((locale) =>
          ["role", "bio", "qualifications", "specialties"].map((field) => [
            `${field}_${locale}`,
            "",
          ]),
        ),
      );
      const before = { members: await memberCount(), audit: await auditCount() };
      const typed = {
        ...validMember,
        name: "   ",
        role_en: "",
        imageUrl: "not a url",
      };
      const answer = await create(typed);
      expect(answer).toMatchObject({ kind: "data", status: 400 });
      expect(answer.kind === "data" && answer.data).toEqual({
        // Every language's fields come back, those not typed empty.
        values: { ...emptyTexts, ...typed },
        fieldErrors: {
          name: teamMemberMessages.nameRequired,
          role_en: teamMemberMessages.roleRequired,
          imageUrl: teamMemberMessages.imageUrlInvalid,
        },
      });
      expect(answer.toast).toEqual({
        type: "error",
        title: "Error",
        description: "Failed to save team member",
      });
      expect(await memberCount()).toBe(before.members);
      expect(await auditCount()).toBe(before.audit);
    });

    it.each([
      [
        "a javascript: image URL",
        { imageUrl: "javascript:alert(1)" },
        "imageUrl",
        teamMemberMessages.imageUrlInvalid,
      ],
      ["a too long name", { name: "x".repeat(121) }, "name", teamMemberMessages.tooLong(120)],
      [
        "a too long specialty",
        { specialties_en: `Fine, ${"y".repeat(201)}` },
        "specialties_en",
        teamMemberMessages.listItemTooLong,
      ],
    ])("refuses %s", async (_, change, field, message) => {
      const answer = await create({ ...validMember, name: "Refused Member", ...change });
      expect(answer).toMatchObject({
        kind: "data",
        status: 400,
        data: { fieldErrors: { [field]: message } },
      });
      expect(await rowsNamed("Refused Member")).toEqual([]);
    });

    it("refuses a field sent twice", async () => {
      const answer = await submit(
        NEW_PATH,
        editRoute,
        "/admin/team/new",
        { ...validMember, name: ["Twice Named", "Other Name"] },
        people.content_editor,
      );
      expect(answer).toMatchObject({
        kind: "data",
        status: 400,
        data: { fieldErrors: { name: teamMemberMessages.malformed } },
      });
      expect(await rowsNamed("Twice Named")).toEqual([]);
    });
  });

  describe("the form's loader", () => {
    it("offers a new member active", async () => {
      const answer = await load(NEW_PATH, editRoute, "/admin/team/new", people.content_editor);
      expect(answer).toMatchObject({
        kind: "data",
        status: 200,
        data: {
          mode: "create",
          id: null,
          values: { name: "", active: "on" },
          place: null,
        },
      });
    });

    it("shows a member's data with the lists comma-separated", async () => {
      const id = await seedMember("Loaded Member", {
        texts: {
          ...nurse({ qualifications: ["RN", "Nurse (APRN), Florida"] }),
          "pt-BR": { specialties: ["Triagem"] },
        },
        active: false,
        orderIndex: 9,
        imageUrl: "/images/story.svg",
      });
      const answer = await load(EDIT_PATH, editRoute, `/admin/team/${id}`, people.admin);
      expect(answer).toMatchObject({
        kind: "data",
        status: 200,
        data: {
          mode: "edit",
          id,
          values: {
            name: "Loaded Member",
            role_en: "Nurse",
            "role_pt-BR": "",
            qualifications_en: 'RN, "Nurse (APRN), Florida"',
            "specialties_pt-BR": "Triagem",
            imageUrl: "/images/story.svg",
            active: "",
          },
          place: { position: expect.any(Number), total: await memberCount() },
        },
      });
    });

    it("answers an unknown or malformed id with 404", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
        expect(
          await load(EDIT_PATH, editRoute, `/admin/team/${id}`, people.content_editor),
        ).toMatchObject({
          kind: "error",
          status: 404,
        });
      }
    });
  });

  describe("the list's loader", () => {
    it("pages the list: ADMIN_TEAM_PAGE_SIZE members a page, the last page for one past it", async () => {
      const before = await memberCount();
      const extra = ADMIN_TEAM_PAGE_SIZE + 1 - before;
      for (let index = 0; index < extra; index++) {
        await seedMember(`Paged ${String(index).padStart(2, "0")}`, { orderIndex: 900 });
      }
      const pageOf = async (url: string) => {
        const answer = await load(LIST_PATH, teamRoute, url, people.content_editor);
        return (
          answer as {
            data: { list: { members: unknown[]; page: number; pageCount: number; total: number } };
          }
        ).data.list;
      };
      const first = await pageOf("/admin/team");
      expect(first).toMatchObject({ page: 1, pageCount: 2, total: ADMIN_TEAM_PAGE_SIZE + 1 });
      expect(first.members).toHaveLength(ADMIN_TEAM_PAGE_SIZE);
      const second = await pageOf("/admin/team?page=2");
      expect(second.members).toHaveLength(1);
      expect((await pageOf("/admin/team?page=7")).page).toBe(2);
      // Back to the members the other tests expect.
      await handle.db.delete(teamMembers).where(eq(teamMembers.orderIndex, 900));
    });

    it("lists every member, inactive ones too, in display order", async () => {
      await seedMember("Order Third", { orderIndex: 3 });
      await seedMember("Order First", { orderIndex: 1, active: false });
      await seedMember("Order Second", {
        orderIndex: 2,
        texts: nurse({ specialties: ["A", "B", "C", "D", "E"] }),
      });
      const answer = await load(LIST_PATH, teamRoute, "/admin/team", people.content_editor);
      expect(answer).toMatchObject({ kind: "data", status: 200, data: { toast: null } });
      const { members, total, inactive } = (
        answer as {
          data: {
            list: {
              members: { name: string; orderIndex: number }[];
              total: number;
              inactive: number;
            };
          };
        }
      ).data.list;
      expect(total).toBe(members.length);
      expect(inactive).toBeGreaterThanOrEqual(1);
      const orders = members.map((member) => member.orderIndex);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(members.map((member) => member.name)).toEqual(
        expect.arrayContaining(["Order First", "Order Second", "Order Third"]),
      );
      expect(members.find((member) => member.name === "Order First")).toMatchObject({
        active: false,
      });
      expect(members.find((member) => member.name === "Order Second")).toMatchObject({
        specialties: ["A", "B", "C", "D", "E"],
      });
    });
  });

  describe("editing", () => {
    it("replaces the fields, records an audit entry and shows the change publicly at once", async () => {
      const id = await seedMember("Edit Before", {
        texts: { ...nurse({ specialties: ["Old"] }), "pt-BR": { role: "Antiga" } },
      });
      const answer = await update(id, {
        ...validMember,
        name: "Edit After",
        role_en: "Nurse Practitioner",
        "role_pt-BR": "",
        specialties_en: "New one, New two",
      });
      expect(answer).toMatchObject({ kind: "redirect", status: 302, location: "/admin/team" });
      expect(answer.toast).toMatchObject({ title: "Team member updated successfully" });

      const row = await theOnly("Edit After");
      expect(row).toMatchObject({
        id,
        texts: { en: { specialties: ["New one", "New two"] } },
      });
      expect(row.texts).not.toHaveProperty(["pt-BR", "role"]);
      expect(await rowsNamed("Edit Before")).toEqual([]);
      expect(await auditFor("team_member.updated", id)).toEqual([
        expect.objectContaining({ actorId: people.content_editor.id, entityType: "team_member" }),
      ]);
      expect(await findActiveTeamMember(handle.db, await slugOf(id), "en")).toMatchObject({
        name: "Edit After",
        role: "Nurse Practitioner",
      });
      // The Portuguese role was cleared: /pt falls back to English.
      expect(await findActiveTeamMember(handle.db, await slugOf(id), "pt-BR")).toMatchObject({
        role: "Nurse Practitioner",
      });
    });

    it("refuses a save from an older version with both values (the lost role change), then keeps mine when saved again", async () => {
      const id = await seedMember("Two Tabs", { texts: nurse() });
      const page = await load(EDIT_PATH, editRoute, `/admin/team/${id}`, people.content_editor);
      const openedAt = String(dataOf(page).version);

      // Tab A changes the role; tab B, opened at the same version, then changes the bio.
      const roleChange = { ...validMember, name: "Two Tabs", role_en: "Head Nurse", bio_en: "" };
      expect(
        await update(id, { ...roleChange, baseVersion: openedAt }, people.admin),
      ).toMatchObject({ kind: "redirect" });
      const bioChange = { ...validMember, name: "Two Tabs", role_en: "Nurse", bio_en: "New bio." };
      const refused = await update(id, { ...bioChange, baseVersion: openedAt });

      expect(refused).toMatchObject({ kind: "data", status: 409 });
      const answer = dataOf(refused);
      expect(answer.conflict).toMatchObject({
        changedBy: people.admin.email,
        fields: [
          { name: "role_en", theirs: "Head Nurse", yours: "Nurse" },
          { name: "bio_en", theirs: "", yours: "New bio." },
        ],
      });
      expect(answer.values).toMatchObject({ role_en: "Nurse", bio_en: "New bio." });
      expect(await theOnly("Two Tabs")).toMatchObject({
        texts: { en: { role: "Head Nurse", bio: "" } },
        version: 2,
      });

      // The editor takes the role over and saves again from the refused form.
      const merged = await update(id, {
        ...bioChange,
        role_en: "Head Nurse",
        baseVersion: String(answer.version),
      });
      expect(merged).toMatchObject({ kind: "redirect" });
      expect(await theOnly("Two Tabs")).toMatchObject({
        texts: { en: { role: "Head Nurse", bio: "New bio." } },
        version: 3,
      });
    });

    it("takes a member off the public pages when it is made inactive", async () => {
      const id = await seedMember("Soon Inactive");
      const other = await seedMember("Still Active");
      expect(await publicNames("pt-BR")).toContain("Soon Inactive");
      const { active: _active, ...inactive } = validMember;
      await update(id, { ...inactive, name: "Soon Inactive" });
      expect(await publicNames()).not.toContain("Soon Inactive");
      expect(await publicNames("pt-BR")).not.toContain("Soon Inactive");
      expect(await findActiveTeamMember(handle.db, await slugOf(id), "pt-BR")).toBeNull();
      const others = await listOtherTeamMembers(handle.db, other, "en");
      expect(others.map((member) => member.id)).not.toContain(id);
    });

    it("keeps the typed values and changes nothing when the input is invalid", async () => {
      const id = await seedMember("Edit Invalid");
      const before = await auditCount();
      const typed = { ...validMember, name: "", role_en: "Typed role" };
      const answer = await update(id, typed);
      expect(answer).toMatchObject({
        kind: "data",
        status: 400,
        data: { values: typed, fieldErrors: { name: teamMemberMessages.nameRequired } },
      });
      expect(await theOnly("Edit Invalid")).toMatchObject({ texts: { en: { role: "Nurse" } } });
      expect(await auditCount()).toBe(before);
    });

    it("answers an edit of a member deleted meanwhile with 404 and the error toast", async () => {
      const id = "00000000-0000-4000-8000-000000000001";
      const before = await auditCount();
      expect(await update(id, { ...validMember, name: "Ghost" })).toMatchObject({
        kind: "data",
        status: 404,
        data: { formError: expect.stringContaining("no longer exists") },
        toast: { type: "error", description: "Failed to save team member" },
      });
      expect(await rowsNamed("Ghost")).toEqual([]);
      expect(await auditCount()).toBe(before);
    });
  });

  describe("deleting", () => {
    it("removes the member from the table and the public pages, with an audit entry and a toast", async () => {
      const id = await seedMember("Delete Me");
      expect(await publicNames()).toContain("Delete Me");
      const answer = await remove(id);
      expect(answer).toMatchObject({ kind: "redirect", status: 302, location: "/admin/team" });
      expect(answer.toast).toMatchObject({
        title: "Team member deleted successfully",
        description: 'Moved "Delete Me" to the Trash. It is kept 30 days.',
      });
      expect(await rowsNamed("Delete Me")).toEqual([]);
      expect(await publicNames()).not.toContain("Delete Me");
      expect(await auditFor("team_member.deleted", id)).toEqual([
        {
          actorId: people.content_editor.id,
          actorEmail: people.content_editor.email,
          entityType: "team_member",
          summary: "Deleted team member Delete Me",
        },
      ]);
    });

    it("answers a member that is already gone with 404 and the error toast", async () => {
      const before = await auditCount();
      for (const id of ["00000000-0000-4000-8000-000000000002", "nope"]) {
        expect(await remove(id)).toMatchObject({
          kind: "data",
          status: 404,
          toast: { type: "error", description: "Failed to delete team member" },
        });
      }
      expect(await auditCount()).toBe(before);
    });

    it("answers a malformed request with 400", async () => {
      expect(
        await submit(
          LIST_PATH,
          teamRoute,
          "/admin/team",
          { intent: "destroy", id: "x" },
          people.admin,
        ),
      ).toMatchObject({ kind: "data", status: 400 });
    });
  });

  describe("database failures", () => {
    /** Runs `body` while a table is missing: a real database error for the queries that need it. */
    async function withoutTable<T>(table: "team_members" | "audit_log", body: () => Promise<T>) {
      await handle.db.execute(sql.raw(`alter table ${table} rename to ${table}_hidden`));
      try {
        return await body();
      } finally {
        await handle.db.execute(sql.raw(`alter table ${table}_hidden rename to ${table}`));
      }
    }

    it("show the list's error toast when the members cannot be read", async () => {
      const answer = await withoutTable("team_members", () =>
        load(LIST_PATH, teamRoute, "/admin/team", people.content_editor),
      );
      expect(answer).toMatchObject({ kind: "data", status: 200 });
      expect(answer.kind === "data" && answer.data).toEqual({
        list: null,
        place: { q: "", filters: { status: null }, sort: "position", page: 1 },
        toast: { type: "error", title: "Error", description: "Failed to fetch team members" },
      });
    });

    it("keep the typed values with the save error toast, and write nothing", async () => {
      const id = await seedMember("Failing Save");
      const before = { members: await memberCount(), audit: await auditCount() };
      const typed = { ...validMember, name: "Failing Save Renamed" };
      // The audit entry cannot be written: the member's change is rolled back with it.
      for (const answer of await withoutTable("audit_log", async () => [
        await create({ ...validMember, name: "Failing Create" }),
        await update(id, typed),
      ])) {
        expect(answer).toMatchObject({
          kind: "data",
          status: 500,
          data: {
            values: expect.objectContaining({ role_en: validMember.role_en }),
            formError: expect.stringContaining("could not be saved"),
          },
          toast: { type: "error", title: "Error", description: "Failed to save team member" },
        });
      }
      expect(await memberCount()).toBe(before.members);
      expect(await auditCount()).toBe(before.audit);
      expect(await rowsNamed("Failing Create")).toEqual([]);
      expect(await theOnly("Failing Save")).toMatchObject({ id });
    });

    it("show the delete error toast and keep the member when the delete fails", async () => {
      const id = await seedMember("Failing Delete");
      const before = await auditCount();
      const answer = await withoutTable("audit_log", () => remove(id));
      expect(answer).toMatchObject({
        kind: "data",
        status: 500,
        toast: { type: "error", title: "Error", description: "Failed to delete team member" },
      });
      expect(await theOnly("Failing Delete")).toMatchObject({ id });
      expect(await auditCount()).toBe(before);
    });
  });

  describe("refusals", () => {
    it.each(["anonymous", "user"] as const)(
      "send %s to the login page from both pages",
      async (who) => {
        const person = who === "anonymous" ? "anonymous" : people.user;
        const id = await seedMember(`Guarded page ${who}`);
        const toLogin = {
          kind: "redirect",
          status: 302,
          location: who === "user" ? "/admin/waiting" : "/admin/login",
        };
        expect(await load(LIST_PATH, teamRoute, "/admin/team", person)).toMatchObject(toLogin);
        expect(await load(NEW_PATH, editRoute, "/admin/team/new", person)).toMatchObject(toLogin);
        expect(await load(EDIT_PATH, editRoute, `/admin/team/${id}`, person)).toMatchObject(
          toLogin,
        );
      },
    );

    it.each(["anonymous", "user"] as const)(
      "answer every action of %s with its refusal (401 without a session, else 403) and change nothing",
      async (who) => {
        const person = who === "anonymous" ? "anonymous" : people.user;
        const id = await seedMember(`Guarded ${who}`);
        const before = { members: await memberCount(), audit: await auditCount() };
        const forbidden = { kind: "error", status: who === "anonymous" ? 401 : 403 };

        expect(await create({ ...validMember, name: `Intruder ${who}` }, person)).toMatchObject(
          forbidden,
        );
        expect(await update(id, { ...validMember, name: `Renamed ${who}` }, person)).toMatchObject(
          forbidden,
        );
        // Even an invalid form is refused before it is read.
        expect(await update(id, { name: "" }, person)).toMatchObject(forbidden);
        expect(await remove(id, person)).toMatchObject(forbidden);

        expect(await memberCount()).toBe(before.members);
        expect(await auditCount()).toBe(before.audit);
        expect(await theOnly(`Guarded ${who}`)).toMatchObject({
          id,
          texts: { en: { role: "Nurse" } },
        });
        expect(await rowsNamed(`Intruder ${who}`)).toEqual([]);
      },
    );

    it("let an admin do what a content editor does", async () => {
      await create({ ...validMember, name: "Admin Made" }, people.admin);
      const row = await theOnly("Admin Made");
      expect(await auditFor("team_member.created", row.id)).toEqual([
        expect.objectContaining({ actorId: people.admin.id, actorEmail: people.admin.email }),
      ]);
      await remove(row.id, people.admin);
      expect(await rowsNamed("Admin Made")).toEqual([]);
    });
  });
});
