import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { userRoleValues } from "~/features/auth/roles";
import {
  auditLog,
  blogPosts,
  contactMessages,
  contentRevisions,
  editPresence,
  images,
  labTests,
  newsletterSubscribers,
  pageContent,
  partnershipRequests,
  postAutosaves,
  teamMembers,
  trash,
  userInvitations,
  userRoles,
  users,
} from "~/platform/db/schema";
import { aboutUsFieldName, aboutUsTabs } from "~/features/site-content/about-us.server";
import { action as aboutUsAction } from "~/routes/admin/about-us";
import { translatedLocales } from "~/platform/localized-texts";
import { action as accountAction } from "~/routes/admin/account";
import { action as blogAction } from "~/routes/admin/blog";
import { action as blogEditAction } from "~/routes/admin/blog-edit";
import { action as blogAutosaveAction } from "~/routes/admin/blog-autosave";
import { action as historyAction } from "~/routes/admin/history";
import { action as inboxItemAction } from "~/routes/admin/inbox-item";
import { action as presenceAction } from "~/routes/admin/presence";
import { action as labTestsAction } from "~/routes/admin/lab-tests";
import { LAB_IMPORT_MAX_BYTES } from "~/features/lab-tests/lab-test-form";
import { action as loginAction } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { action as mediaAction } from "~/routes/admin/media";
import { action as mediaUploadAction } from "~/routes/admin/media-upload";
import { action as pageContentAction } from "~/routes/admin/page-content";
import { action as teamAction } from "~/routes/admin/team";
import { action as teamEditAction } from "~/routes/admin/team-edit";
import { action as trashAction } from "~/routes/admin/trash";
import { action as usersAction } from "~/routes/admin/users";
import { action as acceptInvitationAction } from "~/routes/admin/accept-invitation";
import { inviteColleague } from "~/features/auth/invitations.server";
import { action as contactAction } from "~/routes/site/contact";
import { action as foundationAction } from "~/routes/site/foundation";
import { action as blogPageAction } from "~/routes/site/blog";
import { configureTestAuth, signedInAs, TEST_PASSWORD } from "../support/auth-helpers";
import { countRows, openForDescribe, testDatabases } from "../support/databases";
import { filesUnder } from "../support/files";
import {
  emailAddress,
  fileOf,
  formOf,
  hostileText,
  payloadFor,
  personName,
  sentence,
  singleText,
  text,
  type Entry,
  type FieldSpec,
  type Payload,
} from "../support/fuzz/payloads";
import {
  buildRequest,
  callRoute,
  encodingArb,
  fuzzParameters,
  isUnreadableForm,
  messagesOf,
  oversizedRequests,
  snapshotOf,
  type Encoding,
  type Outcome,
} from "../support/fuzz/requests";

/*
 * Bad input (docs/decisions/007): every staff portal action (and the login page's) driven by
 * generated payloads with a signed-in editor or admin. Whatever arrives, the
 * action answers below 500; a refusal says why and changes nothing (rows, audit
 * log, stored files); an accepted create stores exactly one row; stored HTML is
 * sanitized. Without a session, or with a non-editor's, every action refuses.
 */

// Uploads go to a temporary bucket with a small limit, e-mails to a temporary outbox.
const tempDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/fuzz-admin-${process.pid}-${Date.now()}`;
  process.env.UPLOADS_DIR = `${dir}/uploads`;
  process.env.OUTBOX_DIR = `${dir}/outbox`;
  process.env.UPLOAD_MAX_BYTES = String(256 * 1024);
  return dir;
});
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const bucket = path.join(tempDir, "uploads", "admin-uploads");

const storedKeys = () => filesUnder(bucket).join("\n");

/** What the actions act on, made through the actions themselves before the fuzzing. */
type Fixtures = {
  cookies: { editor: string; admin: string; user: string; account: string; logout: string };
  editorEmail: string;
  postIds: string[];
  teamIds: string[];
  entryIds: string[];
  labIds: string[];
  imageIds: string[];
  /** Trash entries (posts deleted before the fuzzing). */
  trashIds: string[];
  /** A member only the history spec restores, and the version its example is based on. */
  historyMember: { id: string; version: number };
  inbox: { messages: string[]; partnerships: string[]; newsletter: string[] };
  victimIds: string[];
  /** Pending invitations: their ids (the Users page) and their links' tokens (accepting). */
  invitationIds: string[];
  invitationTokens: string[];
  png: Uint8Array;
  csv: string;
};

type Who = "editor" | "admin" | "account" | "logout" | "nobody";

type AdminSpec = {
  name: string;
  action: (args: never) => unknown;
  path: string;
  /** The route's pattern, for a route with params (the request's path is made from it). */
  route?: string;
  who: Who;
  /** The form's fields, each with valid values (or `payloads` for a form whose fields vary). */
  fields?: (f: Fixtures) => FieldSpec[];
  payloads?: (f: Fixtures) => fc.Arbitrary<Payload>;
  /** Route parameters (ids in the URL); none when absent. */
  params?: (f: Fixtures) => fc.Arbitrary<Record<string, string>>;
  /** The tables the action may write: unchanged after a refusal. */
  tables: PgTable[];
  /** Whether the action writes to the bucket. */
  storage?: boolean;
  /** For an accepted request: what changed in which table. */
  accepted?: (change: AcceptedChange) => void;
  /** A form the action accepts (given the fixtures), for the session checks and the body limit. */
  example: (f: Fixtures) => Payload;
  exampleParams?: (f: Fixtures) => Record<string, string>;
  /** More accepted forms whose text fields the control-character sweep goes through. */
  moreExamples?: (f: Fixtures) => Payload[];
};

type AcceptedChange = {
  payload: Payload;
  params: Record<string, string>;
  outcome: Outcome;
  delta: (table: PgTable) => number;
};

const uuidLike = fc.oneof(
  fc.uuid(),
  fc.constantFrom("not-a-uuid", "' OR 1=1 --", "../../etc/passwd", "0", ""),
  hostileText,
);

function idFrom(ids: readonly string[]): fc.Arbitrary<string> {
  return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), uuidLike) : uuidLike;
}

const postContent = fc.constantFrom(
  "<p>Drink water.</p>",
  "<h2>Sleep</h2><p>Eight hours.</p><script>alert(1)</script>",
  '<p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>',
  '<iframe src="https://evil.example"></iframe><p onclick="steal()">Hi</p><style>p{}</style>',
);

/** Markup that would run in a visitor's browser if stored HTML were not sanitized. */
const activeMarkup =
  /<script|<iframe|<style|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*javascript:/i;

/** An accepted editor's post adds a row when it makes a new one, and none when it edits (an id). */
function addsUnlessEditing(table: PgTable): AdminSpec["accepted"] {
  return ({ params, delta }) => expect(delta(table)).toBe(params.id ? 0 : 1);
}

/** An accepted post changes the table's row count by what its intent says. */
function rowsChangeByIntent(
  table: PgTable,
  changes: Record<string, number>,
): AdminSpec["accepted"] {
  return ({ payload, delta }) => expect(delta(table)).toBe(byIntent(payload, changes));
}

const specs: AdminSpec[] = [
  {
    name: "blog post editor (new and edit)",
    action: blogEditAction,
    path: "/admin/blog/new",
    route: "/admin/blog/:id?",
    who: "editor",
    params: (f) =>
      fc.oneof(
        fc.constant({}),
        idFrom(f.postIds).map((id) => ({ id })),
      ),
    fields: () => [
      { name: "title", valid: fc.constantFrom("Healthy summer habits", "Hábitos saudáveis") },
      { name: "slug", valid: fc.constantFrom("", "summer-habits") },
      { name: "locale", valid: fc.constantFrom("en", "pt-BR") },
      { name: "excerpt", valid: sentence },
      { name: "category", valid: fc.constantFrom("general", "nutrition", "mental-health") },
      { name: "author", valid: personName },
      {
        name: "imageUrl",
        valid: fc.constantFrom("", "/uploads/b.jpg", "/uploads/a.png"),
      },
      { name: "published", valid: fc.constantFrom("on", "") },
      { name: "publishAt", valid: fc.constantFrom("", "2026-12-01T09:00", "2030-03-08T02:30") },
      { name: "unpublishAt", valid: fc.constantFrom("", "2031-01-01T00:00") },
      { name: "featured", valid: fc.constantFrom("on", "") },
      { name: "content", valid: postContent },
    ],
    tables: [blogPosts],
    accepted: addsUnlessEditing(blogPosts),
    example: () =>
      formOf({
        title: "A post",
        slug: "",
        locale: "en",
        excerpt: "Short",
        category: "general",
        author: "Ana",
        content: "<p>Hi</p>",
      }),
  },
  {
    name: "blog post autosave (JSON)",
    action: blogAutosaveAction,
    path: "/admin/blog/autosave",
    who: "editor",
    fields: (f) => [
      { name: "autosaveTarget", valid: fc.oneof(fc.constant("new"), idFrom(f.postIds)) },
      { name: "intent", valid: fc.constantFrom("save", "discard") },
      { name: "title", valid: fc.constantFrom("Half-written", "") },
      { name: "content", valid: postContent },
    ],
    tables: [postAutosaves],
    // One copy per editor and post: a save adds at most one, a discard removes at most one.
    accepted: ({ delta }) => expect([-1, 0, 1]).toContain(delta(postAutosaves)),
    example: () => formOf({ autosaveTarget: "new", title: "Half-written", content: "<p>Hi</p>" }),
  },
  {
    name: "blog post list (publish, delete)",
    action: blogAction,
    path: "/admin/blog",
    who: "editor",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("set-published", "delete") },
      { name: "id", valid: idFrom(f.postIds) },
      { name: "published", valid: fc.constantFrom("true", "false") },
    ],
    tables: [blogPosts, trash],
    accepted: rowsChangeByIntent(blogPosts, { "set-published": 0, delete: -1 }),
    example: (f) => formOf({ intent: "set-published", id: f.postIds[0] ?? "", published: "true" }),
  },
  {
    name: "team member editor (new and edit)",
    action: teamEditAction,
    path: "/admin/team/new",
    route: "/admin/team/:id?",
    who: "editor",
    params: (f) =>
      fc.oneof(
        fc.constant({}),
        idFrom(f.teamIds).map((id) => ({ id })),
      ),
    fields: () => [
      { name: "name", valid: personName },
      { name: "role_en", valid: fc.constantFrom("Family physician", "Nurse") },
      { name: "role_pt-BR", valid: fc.constantFrom("", "Médica de família") },
      { name: "bio_en", valid: sentence },
      { name: "bio_pt-BR", valid: fc.constantFrom("", "Olá") },
      {
        name: "imageUrl",
        valid: fc.constantFrom("", "/uploads/b.jpg", "/uploads/a.png"),
      },
      { name: "qualifications_en", valid: fc.constantFrom("", 'MD, "Nurse (APRN), Florida"') },
      { name: "qualifications_pt-BR", valid: fc.constantFrom("", "Médica") },
      { name: "specialties_en", valid: fc.constantFrom("", "Diabetes, Weight loss") },
      { name: "specialties_pt-BR", valid: fc.constantFrom("", "Diabetes") },
      { name: "active", valid: fc.constantFrom("on", "") },
    ],
    tables: [teamMembers],
    accepted: addsUnlessEditing(teamMembers),
    example: () =>
      formOf({
        name: "Dr. Ana",
        role_en: "Physician",
        "role_pt-BR": "Médica",
        bio_en: "Cares for families.",
        qualifications_en: "MD",
        specialties_en: "Diabetes",
        active: "on",
      }),
  },
  {
    name: "team list (delete)",
    action: teamAction,
    path: "/admin/team",
    who: "editor",
    fields: (f) => [
      { name: "intent", valid: fc.constant("delete") },
      { name: "id", valid: idFrom(f.teamIds) },
    ],
    tables: [teamMembers, trash],
    accepted: ({ delta }) => expect(delta(teamMembers)).toBe(-1),
    example: (f) => formOf({ intent: "delete", id: f.teamIds[0] ?? "" }),
  },
  {
    name: "page content",
    action: pageContentAction,
    path: "/admin/content",
    who: "editor",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("create", "update", "inline-update", "delete") },
      { name: "id", valid: idFrom(f.entryIds) },
      { name: "pageName", valid: fc.constantFrom("home", "contact", "legal_terms", "site") },
      { name: "sectionName", valid: fc.constantFrom("hero-title", "body", "phone", "email") },
      { name: "locale", valid: fc.constantFrom("en", "pt-BR") },
      { name: "contentType", valid: fc.constantFrom("text", "html", "url", "json") },
      {
        name: "contentValue",
        valid: fc.oneof(
          postContent,
          fc.constantFrom("Welcome", "https://example.com", '{"a":1}', "+1 305 555 0100"),
        ),
      },
    ],
    tables: [pageContent, trash],
    accepted: rowsChangeByIntent(pageContent, {
      create: 1,
      update: 0,
      "inline-update": 0,
      delete: -1,
    }),
    example: () =>
      formOf({
        intent: "create",
        pageName: "home",
        sectionName: "hero-subtitle",
        locale: "en",
        contentType: "text",
        contentValue: "Welcome",
      }),
  },
  {
    name: "lab tests (add, edit, delete, import)",
    action: labTestsAction,
    path: "/admin/lab-tests",
    who: "editor",
    fields: (f) => [
      {
        name: "intent",
        valid: fc.constantFrom("create", "update", "delete", "preview", "confirm"),
      },
      { name: "id", valid: idFrom(f.labIds) },
      { name: "code", valid: fc.nat({ max: 99_999_999 }).map(String) },
      { name: "name", valid: fc.constantFrom("Lipid panel", "Hemograma completo") },
      { name: "price", valid: fc.constantFrom("35.00", "$1,200.5", "0") },
      { name: "q", valid: fc.constantFrom("", "lipid") },
      { name: "page", valid: fc.constantFrom("1", "2") },
      { name: "file", valid: fc.constant(fileOf("prices.csv", "text/csv", encode(f.csv))) },
      { name: "csv", valid: fc.constant(f.csv) },
      { name: "fileName", valid: fc.constantFrom("prices.csv", "../../etc/passwd") },
      { name: "catalogVersion", valid: fc.constantFrom("", "stale-version") },
    ],
    tables: [labTests],
    accepted: ({ payload, delta }) => {
      // An import replaces the list: any number of rows.
      const change = byIntent(payload, {
        create: 1,
        update: 0,
        delete: -1,
        preview: 0,
        confirm: null,
      });
      if (change !== null) expect(delta(labTests)).toBe(change);
    },
    example: () => formOf({ intent: "create", code: "424242", name: "Ferritin", price: "20.00" }),
    moreExamples: (f) => [
      [
        ["intent", text("preview")],
        ["file", fileOf("prices.csv", "text/csv", encode(f.csv))],
      ],
    ],
  },
  {
    name: "About Us editor",
    action: aboutUsAction,
    path: "/admin/about-us",
    who: "editor",
    // Each tab posts its own fields: pick a tab, then fuzz its form.
    payloads: (f) =>
      fc
        .constantFrom(...aboutUsTabs)
        .chain((tab) => payloadFor([...aboutUsTabFields(tab, f), ...aboutUsIntent(tab)])),
    tables: [pageContent, images],
    storage: true,
    example: (f) => {
      const tab = aboutUsTabs[0];
      if (!tab) throw new Error("no About Us tab");
      return [
        ["intent", text("save")],
        ["group", text(tab.group)],
        ...tab.fields.map((field): Entry => [
          field.kind === "image"
            ? aboutUsFieldName(field.section)
            : aboutUsFieldName(field.section, "en"),
          text(field.kind === "image" ? "" : field.kind === "link" ? "/contact" : "Our story"),
        ]),
        ...tab.fields
          .filter((field) => field.kind === "image")
          .map((field): Entry => [
            `${aboutUsFieldName(field.section)}.file`,
            fileOf("a.png", "image/png", f.png),
          ]),
      ];
    },
  },
  {
    name: "media library (upload, delete, alt text)",
    action: mediaAction,
    path: "/admin/media",
    who: "editor",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("upload", "delete", "alt-text") },
      { name: "files", valid: fc.constant(fileOf("clinic.png", "image/png", f.png)) },
      { name: "category", valid: fc.constantFrom("", "clinic") },
      { name: "id", valid: idFrom(f.imageIds) },
      { name: "altText_en", valid: fc.constantFrom("", "Waiting room") },
      { name: "altText_pt-BR", valid: fc.constantFrom("", "Sala de espera") },
      { name: "altText_es", valid: fc.constantFrom("", "Sala de espera") },
      { name: "altTextBase_es", valid: fc.constantFrom("", "Sala de espera") },
    ],
    tables: [images, trash],
    storage: true,
    accepted: ({ payload, delta }) => {
      // Every file of an accepted upload is stored.
      const files = payload.filter(([name, value]) => name === "files" && value.kind === "file");
      expect(delta(images)).toBe(
        byIntent(payload, { upload: files.length, delete: -1, "alt-text": 0 }),
      );
    },
    example: (f) => [
      ["intent", text("upload")],
      ["files", fileOf("clinic.png", "image/png", f.png)],
      ["category", text("clinic")],
    ],
    moreExamples: (f) => [
      formOf({
        intent: "alt-text",
        id: f.imageIds[0] ?? "",
        altText_en: "Waiting room",
        "altText_pt-BR": "Sala de espera",
        altText_es: "Sala de espera",
      }),
    ],
  },
  {
    name: "media upload (one file, JSON)",
    action: mediaUploadAction,
    path: "/admin/media/upload",
    who: "editor",
    fields: (f) => [
      { name: "file", valid: fc.constant(fileOf("clinic.png", "image/png", f.png)) },
      { name: "altText_en", valid: fc.constantFrom("", "Front desk") },
      { name: "altText_es", valid: fc.constantFrom("", "Recepción") },
      { name: "category", valid: fc.constantFrom("", "team") },
      { name: "folder", valid: fc.constantFrom("", "about-us") },
    ],
    tables: [images],
    storage: true,
    accepted: ({ delta }) => expect(delta(images)).toBe(1),
    example: (f) => [
      ["file", fileOf("clinic.png", "image/png", f.png)],
      ["altText_en", text("Front desk")],
      ["altText_es", text("Recepción")],
      ["category", text("team")],
    ],
  },
  {
    name: "inbox item (handle, reopen, delete)",
    action: inboxItemAction,
    path: "/admin/inbox/messages/x",
    route: "/admin/inbox/:kind/:id",
    who: "editor",
    params: (f) =>
      fc.oneof(
        fc
          .constantFrom(...(["messages", "partnerships", "newsletter"] as const))
          .chain((kind) => idFrom(f.inbox[kind]).map((id) => ({ kind, id }))),
        fc.record({ kind: fc.oneof(fc.constantFrom("x", "../inbox"), hostileText), id: uuidLike }),
      ),
    fields: () => [{ name: "intent", valid: fc.constantFrom("handle", "reopen", "delete") }],
    tables: [contactMessages, partnershipRequests, newsletterSubscribers],
    accepted: ({ payload, params, delta }) => {
      const table =
        params.kind === "messages"
          ? contactMessages
          : params.kind === "partnerships"
            ? partnershipRequests
            : newsletterSubscribers;
      expect(delta(table)).toBe(byIntent(payload, { handle: 0, reopen: 0, delete: -1 }));
    },
    example: () => formOf({ intent: "handle" }),
    exampleParams: (f) => ({ kind: "messages", id: f.inbox.messages[0] ?? "" }),
  },
  {
    name: "trash (restore; delete forever and empty, admin only)",
    action: trashAction,
    path: "/admin/trash",
    who: "admin",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("restore", "delete-forever", "empty") },
      { name: "id", valid: idFrom(f.trashIds) },
    ],
    tables: [trash, blogPosts, teamMembers, pageContent, images],
    storage: true,
    accepted: ({ payload, delta }) => {
      // A restore or a delete forever takes one entry out; emptying, all there are.
      const change = byIntent<number | null>(payload, {
        restore: -1,
        "delete-forever": -1,
        empty: null,
      });
      if (change === null) expect(delta(trash)).toBeLessThanOrEqual(0);
      else expect(delta(trash)).toBe(change);
    },
    example: (f) => formOf({ intent: "restore", id: f.trashIds[0] ?? "" }),
  },
  {
    name: "history (restore an earlier version)",
    action: historyAction,
    path: "/admin/history/posts/x",
    route: "/admin/history/:kind/:id",
    who: "editor",
    params: (f) =>
      fc.record({
        kind: fc.constantFrom("posts", "team", "page-content", "users", "../posts"),
        id: idFrom([...f.postIds, ...f.teamIds, ...f.entryIds]),
      }),
    fields: () => [
      { name: "intent", valid: fc.constant("restore") },
      { name: "version", valid: fc.constantFrom("1", "2", "3") },
      { name: "baseVersion", valid: fc.constantFrom("1", "2", "3") },
    ],
    // Accepted only when kind, id, version and the current version all match (rare here):
    // what is fuzzed is that nothing else gets past the route, or changes anything.
    tables: [blogPosts, teamMembers, pageContent, contentRevisions],
    // Accepted once (it makes version 2); the examples test is the one that needs it accepted.
    example: (f) =>
      formOf({ intent: "restore", version: "1", baseVersion: String(f.historyMember.version) }),
    exampleParams: (f) => ({ kind: "team", id: f.historyMember.id }),
  },
  {
    name: "presence (an edit page still open, or left)",
    action: presenceAction,
    path: "/admin/presence",
    who: "editor",
    fields: (f) => [
      { name: "kind", valid: fc.constantFrom("posts", "team", "page-content") },
      { name: "id", valid: idFrom(f.postIds) },
      { name: "intent", valid: fc.constantFrom("here", "leave") },
    ],
    tables: [editPresence],
    // One row per editor and item: a beat adds at most one, leaving removes at most one.
    accepted: ({ delta }) => expect([-1, 0, 1]).toContain(delta(editPresence)),
    example: (f) => formOf({ kind: "posts", id: f.postIds[0] ?? "", intent: "here" }),
  },
  {
    name: "accounts and roles (admin only)",
    action: usersAction,
    path: "/admin/users",
    who: "admin",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("set-role", "delete") },
      { name: "userId", valid: idFrom(f.victimIds) },
      { name: "role", valid: fc.constantFrom(...userRoleValues) },
    ],
    tables: [users, userRoles],
    accepted: rowsChangeByIntent(users, { "set-role": 0, delete: -1 }),
    example: (f) => formOf({ intent: "set-role", userId: f.victimIds[0] ?? "", role: "user" }),
  },
  {
    name: "invitations (admin only)",
    action: usersAction,
    path: "/admin/users",
    who: "admin",
    fields: (f) => [
      {
        name: "intent",
        valid: fc.constantFrom("invite", "resend-invitation", "revoke-invitation"),
      },
      { name: "email", valid: emailAddress },
      { name: "role", valid: fc.constantFrom("content_editor", "admin") },
      { name: "name", valid: personName },
      { name: "invitationId", valid: idFrom(f.invitationIds) },
    ],
    tables: [users, userInvitations],
    // An invitation never makes an account; a new address adds one invitation, a pending one
    // is replaced in place.
    accepted: ({ payload, delta }) => {
      expect(delta(users)).toBe(0);
      const added = byIntent(payload, {
        invite: [0, 1],
        "resend-invitation": [0],
        "revoke-invitation": [0],
      });
      expect(added).toContain(delta(userInvitations));
    },
    example: () =>
      formOf({ intent: "invite", email: "new-colleague@example.com", role: "content_editor" }),
  },
  {
    name: "accepting an invitation (its link's page)",
    action: acceptInvitationAction,
    path: "/admin/accept-invitation",
    who: "nobody",
    fields: (f) => [
      { name: "token", valid: fc.constantFrom(...f.invitationTokens) },
      { name: "name", valid: personName },
      { name: "newPassword", valid: fc.constant("a-brand-new-passphrase-77") },
      { name: "confirmPassword", valid: fc.constant("a-brand-new-passphrase-77") },
    ],
    tables: [users, userInvitations],
    // A working link makes exactly one account, once.
    accepted: ({ delta }) => expect(delta(users)).toBe(1),
    example: (f) =>
      formOf({
        token: f.invitationTokens.at(-1) ?? "",
        name: "Ana Souza",
        newPassword: "a-brand-new-passphrase-77",
        confirmPassword: "a-brand-new-passphrase-77",
      }),
  },
  {
    name: "password change",
    action: accountAction,
    path: "/admin/account",
    who: "account",
    fields: () => [
      { name: "currentPassword", valid: fc.constant(TEST_PASSWORD) },
      { name: "newPassword", valid: fc.constant("a-brand-new-passphrase-77") },
      { name: "confirmPassword", valid: fc.constant("a-brand-new-passphrase-77") },
    ],
    tables: [users],
    example: () =>
      formOf({
        currentPassword: TEST_PASSWORD,
        newPassword: "another-new-passphrase-58",
        confirmPassword: "another-new-passphrase-58",
      }),
  },
  {
    name: "login page (sign in, sign up, resend verification)",
    action: loginAction,
    path: "/admin/login",
    who: "nobody",
    fields: (f) => [
      { name: "intent", valid: fc.constantFrom("sign-in", "sign-up", "resend-verification") },
      { name: "email", valid: fc.oneof(fc.constant(f.editorEmail), emailAddress) },
      { name: "password", valid: fc.constantFrom(TEST_PASSWORD, "wrong-passphrase-123") },
    ],
    tables: [userRoles],
    example: (f) => formOf({ intent: "sign-in", email: f.editorEmail, password: TEST_PASSWORD }),
  },
  {
    name: "logout",
    action: logoutAction,
    path: "/admin/logout",
    who: "logout",
    fields: () => [],
    tables: [users],
    example: () => [],
  },
];

/**
 * What an accepted request did, by its intent. The intent must have been sent
 * once and be one of the action's: anything else is refused, never guessed.
 */
function byIntent<Change>(payload: Payload, changes: Record<string, Change>): Change {
  const intent = singleText(payload, "intent");
  expect(intent !== null && Object.hasOwn(changes, intent), `accepted intent ${intent}`).toBe(true);
  return changes[intent ?? ""] as Change;
}

function encode(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

type AboutUsTab = (typeof aboutUsTabs)[number];

function aboutUsIntent(tab: AboutUsTab): FieldSpec[] {
  return [
    { name: "intent", valid: fc.constant("save") },
    { name: "group", valid: fc.constant(tab.group) },
  ];
}

function aboutUsTabFields(tab: AboutUsTab, f: Fixtures): FieldSpec[] {
  return tab.fields.flatMap((field): FieldSpec[] => {
    if (field.kind === "image") {
      const name = aboutUsFieldName(field.section);
      return [
        { name, valid: fc.constantFrom("", "/uploads/a.png", "/images/b.svg") },
        { name: `${name}.file`, valid: fc.constant(fileOf("a.png", "image/png", f.png)) },
      ];
    }
    const link = field.kind === "link";
    return [
      {
        name: aboutUsFieldName(field.section, "en"),
        valid: link ? fc.constantFrom("/contact", "https://example.com") : sentence,
      },
      ...translatedLocales.map((locale) => ({
        name: aboutUsFieldName(field.section, locale),
        valid: link ? fc.constantFrom("", "/pt/contact") : fc.constantFrom("", "Olá"),
      })),
    ];
  });
}

/** A redirect carrying an error toast refuses too (e.g. "That lab test no longer exists"). */
function isRefused(outcome: Outcome): boolean {
  return outcome.status >= 400 || outcome.toast?.type === "error";
}

describe.each(testDatabases)("staff portal actions under fuzzing on $name", (database) => {
  const handle = openForDescribe(database);
  const f = {} as Fixtures;

  /** The Cookie header of a session, none for "". */
  const sessionHeaders = (cookie: string): Record<string, string> =>
    cookie ? { Cookie: cookie } : {};

  /** A post of `payload` to an action at `urlPath` (multipart unless said otherwise). */
  async function post(
    action: (args: never) => unknown,
    urlPath: string,
    payload: Payload,
    cookie: string,
    {
      params = {},
      route,
      encoding = "multipart",
    }: { params?: Record<string, string>; route?: string; encoding?: Encoding } = {},
  ): Promise<Outcome> {
    return callRoute(action, {
      route,
      request: buildRequest(urlPath, payload, encoding, sessionHeaders(cookie)),
      db: handle.db,
      params,
    });
  }

  /** A post of `payload` to the spec's action by the holder of `cookie` ("" for none). */
  function postTo(
    spec: AdminSpec,
    payload: Payload,
    cookie: string,
    encoding: Encoding,
    params: Record<string, string>,
  ): Promise<Outcome> {
    return post(spec.action, spec.path, payload, cookie, { route: spec.route, params, encoding });
  }

  async function idsOf(table: PgTable): Promise<string[]> {
    const rows = (await handle.db.select().from(table)) as { id?: unknown }[];
    return rows.map((row) => String(row.id));
  }

  beforeAll(async () => {
    configureTestAuth(handle.db);
    const editor = await signedInAs(handle.db, "content_editor");
    f.editorEmail = editor.email;
    f.cookies = {
      editor: editor.cookie,
      admin: (await signedInAs(handle.db, "admin")).cookie,
      user: (await signedInAs(handle.db, "user")).cookie,
      account: (await signedInAs(handle.db, "content_editor")).cookie,
      logout: (await signedInAs(handle.db, "content_editor")).cookie,
    };
    f.victimIds = [
      (await signedInAs(handle.db, "user")).id,
      (await signedInAs(handle.db, "content_editor")).id,
    ];
    const inviter = await signedInAs(handle.db, "admin");
    const invited = await Promise.all(
      [1, 2, 3].map((n) =>
        inviteColleague(handle.db, {
          email: `invited-${n}-${Date.now()}@example.com`,
          role: "content_editor",
          actor: { id: inviter.id, email: inviter.email },
        }),
      ),
    );
    f.invitationIds = [];
    f.invitationTokens = [];
    for (const invitation of invited) {
      if (invitation.kind !== "invited") throw new Error("the fixture invitation was refused");
      f.invitationIds.push(invitation.id);
      f.invitationTokens.push(invitation.token);
    }
    f.png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f855a" } })
        .png()
        .toBuffer(),
    );
    f.csv = "code,name,price\n1001,Lipid panel,35.00\n1002,Ferritin,20.00\n";

    // Two of everything, made through the actions.
    const made: Outcome[] = [];
    for (const n of [1, 2]) {
      made.push(
        await post(
          blogEditAction,
          "/admin/blog/new",
          formOf({ title: `Post ${n}`, locale: "en", category: "general", content: "<p>Hi</p>" }),
          f.cookies.editor,
        ),
        await post(
          teamEditAction,
          "/admin/team/new",
          formOf({ name: `Member ${n}`, role_en: "Nurse", active: "on" }),
          f.cookies.editor,
        ),
        await post(
          pageContentAction,
          "/admin/content",
          formOf({
            intent: "create",
            pageName: "home",
            sectionName: `section-${n}`,
            locale: "en",
            contentType: "text",
            contentValue: "Hello",
          }),
          f.cookies.editor,
        ),
        await post(
          labTestsAction,
          "/admin/lab-tests",
          formOf({ intent: "create", code: String(5000 + n), name: `Test ${n}`, price: "10.00" }),
          f.cookies.editor,
        ),
        await post(
          mediaUploadAction,
          "/admin/media/upload",
          [["file", fileOf("a.png", "image/png", f.png)]],
          f.cookies.editor,
        ),
        await post(
          contactAction,
          "/contact",
          formOf({ name: "Ana", email: `ana${n}@example.com`, message: "Hello" }),
          "",
        ),
        await post(
          foundationAction,
          "/foundation",
          formOf({
            companyName: "Acme",
            contactPerson: "Ana",
            email: `acme${n}@example.com`,
            message: "Hello",
          }),
          "",
        ),
        await post(
          blogPageAction,
          "/health-tips",
          formOf({ intent: "subscribe", email: `reader${n}@example.com` }),
          "",
        ),
      );
    }
    for (const outcome of made) expect(outcome.status).toBeLessThan(400);
    // Two posts in the Trash, deleted through the list's action.
    for (const n of [1, 2]) {
      const title = `Trashed ${n}`;
      await post(
        blogEditAction,
        "/admin/blog/new",
        formOf({ title, locale: "en", category: "general", content: "<p>Gone</p>" }),
        f.cookies.editor,
      );
      const [row] = await handle.db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.title, title));
      const deleted = await post(
        blogAction,
        "/admin/blog",
        formOf({ intent: "delete", id: row?.id ?? "" }),
        f.cookies.editor,
      );
      expect(deleted.status).toBe(302);
    }
    f.trashIds = await idsOf(trash);
    f.postIds = await idsOf(blogPosts);
    f.teamIds = await idsOf(teamMembers);
    // Made after the ids above: no other spec edits it, so the history example knows its version.
    await post(
      teamEditAction,
      "/admin/team/new",
      formOf({ name: "History Member", role_en: "Nurse", active: "on" }),
      f.cookies.editor,
    );
    const [historyMember] = await handle.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.name, "History Member"));
    f.historyMember = { id: historyMember?.id ?? "", version: 1 };
    f.entryIds = await idsOf(pageContent);
    f.labIds = await idsOf(labTests);
    f.imageIds = await idsOf(images);
    f.inbox = {
      messages: await idsOf(contactMessages),
      partnerships: await idsOf(partnershipRequests),
      newsletter: await idsOf(newsletterSubscribers),
    };
  }, 120_000);

  function cookieOf(who: Who): string {
    return who === "nobody" ? "" : f.cookies[who];
  }

  /** Everything a refusal must leave as it was. */
  async function stateOf(spec: AdminSpec): Promise<string[]> {
    return [
      ...(await Promise.all(spec.tables.map((table) => snapshotOf(handle.db, table)))),
      String(await countRows(handle.db, auditLog)),
      spec.storage ? storedKeys() : "",
    ];
  }

  it("the examples used for the session checks are accepted with a session (so the refusals above mean something)", async () => {
    for (const spec of specs) {
      if (spec.action === logoutAction || spec.action === accountAction) continue;
      const cookie = cookieOf(spec.who);
      const outcome = await postTo(
        spec,
        spec.example(f),
        cookie,
        "multipart",
        spec.exampleParams?.(f) ?? {},
      );
      expect({ spec: spec.name, status: outcome.status, refused: isRefused(outcome) }).toEqual({
        spec: spec.name,
        status: outcome.status,
        refused: false,
      });
    }
  });

  it("drops control characters (NUL above all) from every text field, or refuses them, never failing", async () => {
    for (const spec of specs) {
      if (spec.action === logoutAction || spec.action === accountAction) continue;
      const cookie = cookieOf(spec.who);
      for (const example of [spec.example(f), ...(spec.moreExamples?.(f) ?? [])]) {
        for (const [index, [name, value]] of example.entries()) {
          if (value.kind !== "text" || name === "intent" || name === "group") continue;
          const payload = example.map((entry, at): Entry =>
            at === index ? [name, text(`${value.text}\u0000\u0001\u001f\u007f`)] : entry,
          );
          const before = await stateOf(spec);
          const outcome = await postTo(
            spec,
            payload,
            cookie,
            "urlencoded",
            spec.exampleParams?.(f) ?? {},
          );
          expect(outcome.status, `${spec.name}, field ${name}`).toBeLessThan(500);
          if (isRefused(outcome)) {
            expect(messagesOf(outcome)).not.toEqual([]);
            expect(await stateOf(spec)).toEqual(before);
          }
        }
      }
    }
    for (const table of [blogPosts, teamMembers, pageContent, labTests, images]) {
      expect(JSON.stringify(await handle.db.select().from(table))).not.toMatch(
        /\\u00(?:0[0-8bcef]|1[0-9a-f])|\u007f/,
      );
    }
  });

  describe.each(specs)("$name", (spec) => {
    it.skipIf(spec.who === "nobody")(
      "refuses a visitor without a session and a signed-in non-editor, changing nothing",
      async () => {
        const params = spec.exampleParams?.(f) ?? {};
        const before = await stateOf(spec);
        // Without a session: 401 (it has ended); a signed-in user: 403.
        for (const [cookie, status] of [
          ["", 401],
          [f.cookies.user, 403],
        ] as const) {
          const outcome = await postTo(spec, spec.example(f), cookie, "multipart", params);
          if (spec.action === logoutAction) {
            // Anyone may sign out; without a session there is nothing to end.
            expect(outcome.location).toBe("/admin/login");
            continue;
          }
          expect(outcome.status).toBe(status);
          expect(messagesOf(outcome)).not.toEqual([]);
        }
        expect(await stateOf(spec)).toEqual(before);
      },
    );

    it("refuses a body far above its limit, declared or endless, without reading it all", async () => {
      const params = spec.exampleParams?.(f) ?? {};
      const before = await stateOf(spec);
      const requests = oversizedRequests(spec.path, {
        field: "x",
        chunkBytes: 256 * 1024,
        stopBytes: 32 * 1024 * 1024,
        headers: sessionHeaders(cookieOf(spec.who)),
      });
      const send = (request: Request) =>
        callRoute(spec.action, { route: spec.route, request, db: handle.db, params });
      const declared = await send(requests.declared);
      const endless = await send(requests.endless);

      for (const outcome of [declared, endless]) {
        if (spec.action === logoutAction) {
          // Signing out reads no body: it answers by redirecting to the login page.
          expect(outcome.location).toBe("/admin/login");
          continue;
        }
        expect([400, 413]).toContain(outcome.status);
        expect(messagesOf(outcome)).not.toEqual([]);
      }
      // At most the largest limit (a price list of LAB_IMPORT_MAX_BYTES and its form's
      // other fields) and a chunk past it: never the 32 MB sent.
      expect(requests.sent()).toBeLessThanOrEqual(LAB_IMPORT_MAX_BYTES + 64 * 1024 + 256 * 1024);
      if (spec.action !== logoutAction) expect(await stateOf(spec)).toEqual(before);
    });

    it("answers every generated request below 500; a refusal explains and changes nothing", async () => {
      const seen = { accepted: 0, refused: 0 };
      const payloads = spec.payloads?.(f) ?? payloadFor(spec.fields?.(f) ?? []);
      const params = spec.params?.(f) ?? fc.constant({});

      await fc.assert(
        fc.asyncProperty(payloads, encodingArb, params, async (payload, encoding, routeParams) => {
          const cookie = cookieOf(spec.who);
          const before = await stateOf(spec);
          const counts = await Promise.all(spec.tables.map((table) => countRows(handle.db, table)));
          const outcome = await postTo(spec, payload, cookie, encoding, routeParams);

          expect(outcome.status).toBeLessThan(500);
          if (isUnreadableForm(encoding) && spec.action !== logoutAction) {
            expect(isRefused(outcome)).toBe(true);
          }
          if (isRefused(outcome)) {
            seen.refused += 1;
            expect(messagesOf(outcome)).not.toEqual([]);
            expect(await stateOf(spec)).toEqual(before);
          } else {
            seen.accepted += 1;
            const after = await Promise.all(
              spec.tables.map((table) => countRows(handle.db, table)),
            );
            const delta = (table: PgTable) => {
              const index = spec.tables.indexOf(table);
              return (after[index] ?? 0) - (counts[index] ?? 0);
            };
            spec.accepted?.({ payload, params: routeParams, outcome, delta });
          }
        }),
        fuzzParameters(30),
      );
      // Signing out refuses nothing: it reads no form.
      if (spec.action !== logoutAction) expect(seen.refused).toBeGreaterThan(0);
      if (spec.accepted) expect(seen.accepted).toBeGreaterThan(0);

      // Whatever was accepted, stored HTML can run nothing.
      const stored = [
        ...(await handle.db.select({ html: blogPosts.content }).from(blogPosts)),
        ...(await handle.db
          .select({ html: pageContent.contentValue })
          .from(pageContent)
          .where(eq(pageContent.contentType, "html"))),
      ];
      for (const { html } of stored) expect(html).not.toMatch(activeMarkup);
    });
  });

  it("imports a price list whose names carry control characters, storing them without", async () => {
    const csv = "code,name,price\n9001,Iron\u0000 panel\u0007,12.00\n9002,Zinc\u001f,8.00\n";
    const preview = await post(
      labTestsAction,
      "/admin/lab-tests",
      [
        ["intent", text("preview")],
        ["file", fileOf("prices.csv", "text/csv", encode(csv))],
      ],
      f.cookies.editor,
    );
    expect(preview.status).toBe(200);
    const { catalogVersion } = (preview.data as { preview: { catalogVersion: string } }).preview;
    const applied = await post(
      labTestsAction,
      "/admin/lab-tests",
      formOf({ intent: "confirm", csv, fileName: "prices.csv", catalogVersion }),
      f.cookies.editor,
    );
    expect(applied.status).toBe(302);
    expect(applied.toast?.type).toBe("success");
    const names = (await handle.db.select({ name: labTests.name }).from(labTests)).map(
      (row) => row.name,
    );
    expect(names.sort()).toEqual(["Iron panel", "Zinc"]);
  });
});
