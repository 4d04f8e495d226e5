import { describe, expect, it } from "vitest";
import * as editRoute from "~/routes/admin/video-edit";
import * as listRoute from "~/routes/admin/videos";
import * as aboutRoute from "~/routes/site/about";
import * as homeRoute from "~/routes/site/home";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { newVideoFormValues, videoFormValues } from "./video-form";
import { youtubeIdFrom } from "./videos";
import { listVideos, videoStore, type Video } from "./videos.server";

/*
 * The videos as data: the migration's three exactly as the site showed them (their
 * placeholder ids kept), a YouTube id taken from what an editor pastes, adding one,
 * hiding and moving it, and the version check; a video saved in the portal is on the
 * home and About Us pages' data at once, in each language.
 */

const NEW_PATH = "/admin/videos/new";
const EDIT_PATH = "/admin/videos/:id";
const LIST_PATH = "/admin/videos";

describe("youtubeIdFrom", () => {
  it("takes the id from an id or a YouTube address, and nothing else", () => {
    const id = "dQw4w9WgXcQ";
    for (const input of [
      id,
      ` ${id} `,
      `https://www.youtube.com/watch?v=${id}&t=42s`,
      `youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}?si=abc`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://m.youtube.com/shorts/${id}`,
    ]) {
      expect(youtubeIdFrom(input), input).toBe(id);
    }
    for (const input of [
      "",
      "demoClinic01",
      "dQw4w9WgXc",
      `https://vimeo.com/${id}`,
      `https://evil.example/watch?v=${id}`,
      `https://www.youtube.com/watch?v=short`,
      `javascript:alert(1)`,
    ]) {
      expect(youtubeIdFrom(input), input).toBeNull();
    }
  });
});

describe.each(testDatabases)("videos on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const add = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
    routes.post(NEW_PATH, editRoute, NEW_PATH, { ...newVideoFormValues(), ...form }, cookie);

  it("starts with the three demo videos, in both languages", async () => {
    const english = await listVideos(handle.db, "en");
    expect(english.map(({ title, embedId, thumbnail }) => ({ title, embedId, thumbnail }))).toEqual(
      [
        {
          title: "A Tour of Our Clinic",
          embedId: "demoClinic01",
          thumbnail: "/images/video-tour.svg",
        },
        {
          title: "How the VIP Membership Works",
          embedId: "demoMember02",
          thumbnail: "/images/video-membership.svg",
        },
        {
          title: "VIP Foundation Health Fair",
          embedId: "demoHealth03",
          thumbnail: "/images/video-health-fair.svg",
        },
      ],
    );
    expect((await listVideos(handle.db, "pt-BR"))[0]?.title).toBe("Conheça a Nossa Clínica");
  });

  it("adds a video from a pasted address, refusing with messages, Portuguese falling back", async () => {
    expect(await add({ youtubeId: "dQw4w9WgXcQ" }, people.user.cookie)).toMatchObject({
      status: 403,
    });
    const refused = await add({
      youtubeId: "https://vimeo.com/123",
      thumbnailUrl: "",
      title_en: "",
    });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(refused.kind === "data" && refused.data.fieldErrors).toMatchObject({
      youtubeId: expect.stringContaining("YouTube address"),
      thumbnailUrl: "Please choose a thumbnail from the Media Library.",
      title_en: "Please enter the title in English.",
      description_en: "Please enter a short description in English.",
    });
    expect(refused.kind === "data" && refused.data.values?.youtubeId).toBe("https://vimeo.com/123");
    // A demo placeholder is not an id an editor may type.
    expect(await add({ youtubeId: "demoClinic01" })).toMatchObject({ status: 400 });

    const added = await add({
      youtubeId: "https://youtu.be/dQw4w9WgXcQ?si=x",
      thumbnailUrl: "/images/video-tour.svg",
      title_en: "Meet the Nurses",
      description_en: "Our nursing team.",
      "title_pt-BR": "Conheça as Enfermeiras",
    });
    expect(added).toMatchObject({ kind: "redirect", location: LIST_PATH });
    const video = (await videoStore.list(handle.db)).at(-1);
    expect(video).toMatchObject({ youtubeId: "dQw4w9WgXcQ", position: 4 });
    expect((await listVideos(handle.db, "pt-BR")).at(-1)).toMatchObject({
      title: "Conheça as Enfermeiras",
      description: "Our nursing team.",
      embedId: "dQw4w9WgXcQ",
    });
    expect(await auditEntries(handle.db, ["summary"], "video.created", video?.id)).toEqual([
      { summary: "Added video Meet the Nurses" },
    ]);
  });

  it("shows a video added in the portal on the home, /pt and /about data at once, and hides it from them, the demo's three staying", async () => {
    const videosOn = async (url: "/" | "/pt" | "/about") =>
      (
        dataOf(await routes.get(url, url === "/about" ? aboutRoute : homeRoute, url)) as {
          videos: Video[];
        }
      ).videos;
    const titlesOn = async (url: "/" | "/pt" | "/about") =>
      (await videosOn(url)).map((video) => video.title);
    const cookie = people.content_editor.cookie;

    const added = await add({
      youtubeId: "https://www.youtube.com/watch?v=aBcD3fGh1jK",
      thumbnailUrl: "/images/video-tour.svg",
      title_en: "Meet the Front Desk",
      description_en: "Who greets you at the clinic.",
    });
    expect(added).toMatchObject({ kind: "redirect", toast: { title: "Video added" } });
    // The list names the id taken from the pasted address.
    const rows = dataOf(await routes.get(LIST_PATH, listRoute, LIST_PATH, cookie)).videos as {
      id: string;
      title: string;
      youtubeId: string;
    }[];
    const row = rows.find((video) => video.title === "Meet the Front Desk");
    expect(row?.youtubeId).toBe("aBcD3fGh1jK");

    // The home page's Play button plays this id (the gallery's own test: nothing loads before).
    expect((await videosOn("/")).at(-1)).toMatchObject({
      title: "Meet the Front Desk",
      description: "Who greets you at the clinic.",
      embedId: "aBcD3fGh1jK",
      thumbnail: "/images/video-tour.svg",
    });
    // No Portuguese title yet: the English one.
    expect((await titlesOn("/pt")).at(-1)).toBe("Meet the Front Desk");
    expect(await titlesOn("/about")).toContain("Meet the Front Desk");

    const hidden = await routes.post(
      LIST_PATH,
      listRoute,
      LIST_PATH,
      { intent: "active", id: row!.id, active: "false" },
      cookie,
    );
    expect(hidden).toMatchObject({ kind: "redirect", toast: { title: "Video hidden" } });
    for (const url of ["/", "/pt", "/about"] as const) {
      expect(await titlesOn(url), url).not.toContain("Meet the Front Desk");
    }
    const home = await titlesOn("/");
    for (const demo of [
      "A Tour of Our Clinic",
      "How the VIP Membership Works",
      "VIP Foundation Health Fair",
    ]) {
      expect(home).toContain(demo);
    }
  });

  it("hides, moves and edits with a version check, keeping a demo id as it is", async () => {
    const [first] = await videoStore.list(handle.db);
    if (!first) throw new Error("no video");
    const post = (form: Record<string, string>) =>
      routes.post(LIST_PATH, listRoute, LIST_PATH, form, people.content_editor.cookie);
    await post({ intent: "active", id: first.id, active: "false" });
    expect((await listVideos(handle.db, "en")).map((video) => video.id)).not.toContain(first.id);
    await post({ intent: "move", id: first.id, position: "99" });
    const moved = await videoStore.list(handle.db);
    expect(moved.at(-1)?.id).toBe(first.id);
    expect(moved.map((video) => video.position)).toEqual(moved.map((_, index) => index + 1));

    const current = moved.at(-1)!;
    const edit = (changes: Record<string, string>, version: number) =>
      routes.post(
        EDIT_PATH,
        editRoute,
        `/admin/videos/${current.id}`,
        { ...videoFormValues(current), baseVersion: String(version), ...changes },
        people.content_editor.cookie,
      );
    // The demo's placeholder id is kept when the editor leaves it as it is.
    expect(
      await edit({ "title_pt-BR": "Um Tour pela Clínica", active: "on" }, current.version),
    ).toMatchObject({ kind: "redirect" });
    const stale = await edit({ title_en: "Old" }, current.version);
    expect(stale).toMatchObject({ kind: "data", status: 409 });
    const shown = (await listVideos(handle.db, "pt-BR")).at(-1);
    expect(shown).toMatchObject({ title: "Um Tour pela Clínica", embedId: "demoClinic01" });
  });
});
