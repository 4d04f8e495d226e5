import { describe, expect, it } from "vitest";
import * as eventEditRoute from "~/routes/admin/foundation-event-edit";
import * as eventListRoute from "~/routes/admin/foundation-events";
import * as galleryEditRoute from "~/routes/admin/foundation-gallery-edit";
import * as galleryListRoute from "~/routes/admin/foundation-gallery";
import * as publicRoute from "~/routes/site/foundation";
import { auditEntries } from "../../../tests/support/audit";
import { signedInForDescribe } from "../../../tests/support/auth-helpers";
import { openForDescribe, testDatabases } from "../../../tests/support/databases";
import { dataOf, routesOn } from "../../../tests/support/routes";
import { eventStatus } from "./foundation";
import { listEvents, listGalleryImages } from "./foundation-catalogues.server";
import {
  eventFormValues,
  galleryFormValues,
  newEventFormValues,
  newGalleryFormValues,
} from "./foundation-forms";

/*
 * The foundation's events and gallery as data: the migration's two events and nine
 * photos as the page showed them when they were code, in both languages; adding an event
 * (a missing or bad date refused, Portuguese falling back to English), hiding one, and the
 * gallery's order, visibility and version check. Through the routes, on every database.
 */

describe.each(testDatabases)("foundation events and gallery on $name", (database) => {
  const handle = openForDescribe(database);
  const people = signedInForDescribe(handle, ["user", "content_editor"]);
  const routes = routesOn(handle);
  const foundationPage = async (path: "/foundation" | "/pt/foundation") =>
    dataOf(await routes.get(path, publicRoute, path)) as {
      events: { id: string; title: string; location: string; dateText: string; status: string }[];
      slides: { id: string; src: string; alt: string; caption: string }[];
    };

  it("shows the demo events and photos in both languages", async () => {
    const english = await foundationPage("/foundation");
    expect(english.events.map((event) => [event.title, event.dateText])).toEqual([
      ["Summer Community Health Fair", "June 12, 2025"],
      ["Back-to-School Health Day", "August 8, 2025"],
    ]);
    expect(english.slides).toHaveLength(9);
    expect(english.slides[0]).toMatchObject({
      src: "/images/foundation/health-fair-tents.svg",
      caption: "Our health fair tents, ready to welcome the community",
    });
    const portuguese = await foundationPage("/pt/foundation");
    expect(portuguese.events[1]?.dateText).toBe("8 de agosto de 2025");
    expect(portuguese.slides.at(-1)?.caption).toBe("A equipe por trás da Fundação VIP");
    const events = await listEvents(handle.db);
    const statuses = (now: string) => events.map((event) => eventStatus(event.date, new Date(now)));
    expect(statuses("2025-07-01T12:00:00Z")).toEqual(["past", "upcoming"]);
  });

  it("adds an event in both languages, refusing a missing or bad date, and hides it from both pages", async () => {
    const add = (form: Record<string, string>, cookie = people.content_editor.cookie) =>
      routes.post(
        "/admin/foundation-events/new",
        eventEditRoute,
        "/admin/foundation-events/new",
        { ...newEventFormValues(), ...form },
        cookie,
      );
    expect(await add({ date: "2099-05-01" }, people.user.cookie)).toMatchObject({ status: 403 });
    const refused = await add({ date: "2099-02-30", title_en: "Winter Fair" });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(dataOf(refused).fieldErrors).toEqual({
      date: "Enter the date as year-month-day, e.g. 2026-06-12.",
      description_en: "Please enter a short description in English.",
      location_en: "Please enter where the event takes place, in English.",
    });
    expect(dataOf(refused).values).toMatchObject({ date: "2099-02-30", title_en: "Winter Fair" });
    const undated = await add({ date: "", title_en: "Winter Fair" });
    expect(dataOf(undated).fieldErrors.date).toBe("Please enter the event's date.");
    expect(dataOf(undated).values).toMatchObject({ title_en: "Winter Fair" });

    const added = await add({
      date: "2099-05-01",
      title_en: "Spring Wellness Walk",
      description_en: "A morning walk with free blood pressure checks.",
      location_en: "Lake Eola, Orlando, FL",
      "title_pt-BR": "Caminhada da Primavera",
    });
    expect(added).toMatchObject({
      kind: "redirect",
      location: "/admin/foundation-events",
      toast: { title: "Event added" },
    });
    expect((await foundationPage("/foundation")).events.at(-1)).toMatchObject({
      title: "Spring Wellness Walk",
      dateText: "May 1, 2099",
      status: "upcoming",
    });
    // No Portuguese place yet: the English one.
    const portuguese = await foundationPage("/pt/foundation");
    expect(portuguese.events.at(-1)).toMatchObject({
      title: "Caminhada da Primavera",
      location: "Lake Eola, Orlando, FL",
      dateText: "1 de maio de 2099",
      status: "upcoming",
    });
    const walk = (await listEvents(handle.db)).at(-1)!;
    expect(await auditEntries(handle.db, ["summary"], "foundation_event.created", walk.id)).toEqual(
      [{ summary: "Added foundation event Spring Wellness Walk (2099-05-01)" }],
    );

    const hidden = await routes.post(
      "/admin/foundation-events",
      eventListRoute,
      "/admin/foundation-events",
      { intent: "active", id: walk.id, active: "false" },
      people.content_editor.cookie,
    );
    expect(hidden).toMatchObject({ kind: "redirect", toast: { title: "Event hidden" } });
    expect((await foundationPage("/foundation")).events.map((event) => event.title)).not.toContain(
      "Spring Wellness Walk",
    );
    expect(
      (await foundationPage("/pt/foundation")).events.map((event) => event.title),
    ).not.toContain("Caminhada da Primavera");
    // Editing keeps the version check.
    const edit = (changes: Record<string, string>, version: number) =>
      routes.post(
        "/admin/foundation-events/:id",
        eventEditRoute,
        `/admin/foundation-events/${walk.id}`,
        { ...eventFormValues(walk), baseVersion: String(version), ...changes },
        people.content_editor.cookie,
      );
    expect(await edit({ active: "on" }, walk.version)).toMatchObject({ status: 409 });
    expect(await edit({ active: "on" }, walk.version + 1)).toMatchObject({ kind: "redirect" });
    expect((await foundationPage("/foundation")).events.at(-1)?.title).toBe("Spring Wellness Walk");
  });

  it("orders, hides and adds gallery photos; only the site's own images", async () => {
    const post = (form: Record<string, string>) =>
      routes.post(
        "/admin/foundation-gallery",
        galleryListRoute,
        "/admin/foundation-gallery",
        form,
        people.content_editor.cookie,
      );
    const [first] = await listGalleryImages(handle.db);
    if (!first) throw new Error("no photo");
    await post({ intent: "move", id: first.id, position: "3" });
    const moved = await listGalleryImages(handle.db);
    expect(moved[2]?.id).toBe(first.id);
    expect(moved.map((image) => image.position)).toEqual(moved.map((_, index) => index + 1));
    expect((await foundationPage("/foundation")).slides[2]?.id).toBe(first.id);
    await post({ intent: "active", id: first.id, active: "false" });
    const slides = (await foundationPage("/foundation")).slides;
    expect(slides).toHaveLength(8);
    expect(slides.map((slide) => slide.id)).not.toContain(first.id);

    const add = (form: Record<string, string>) =>
      routes.post(
        "/admin/foundation-gallery/new",
        galleryEditRoute,
        "/admin/foundation-gallery/new",
        { ...newGalleryFormValues(), ...form },
        people.content_editor.cookie,
      );
    const refused = await add({ imageUrl: "https://elsewhere.example/photo.jpg" });
    expect(dataOf(refused).fieldErrors).toMatchObject({
      imageUrl: expect.stringContaining("media library"),
      alt_en: expect.any(String),
      caption_en: "Please enter the caption in English.",
    });
    expect(
      await add({
        imageUrl: "/uploads/2026/walk.webp",
        alt_en: "Volunteers walking by the lake",
        caption_en: "Our spring walk",
      }),
    ).toMatchObject({ kind: "redirect" });
    const last = (await listGalleryImages(handle.db)).at(-1)!;
    expect(last).toMatchObject({ position: 10, imageUrl: "/uploads/2026/walk.webp" });
    expect(galleryFormValues(last)["caption_pt-BR"]).toBe("");
    expect((await foundationPage("/pt/foundation")).slides.at(-1)?.caption).toBe("Our spring walk");
  });
});
