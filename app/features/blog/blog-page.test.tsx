// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { blog } from "~/i18n/en/blog.server";
import BlogPage, { loader } from "~/routes/site/blog";
import { logger } from "~/platform/logger.server";
import type { NewsletterActionResult } from "~/features/inbox/newsletter-form";
import type { PostCardView } from "./types";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const post = (n: number, category: string, featured = false): PostCardView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  imageUrl: null,
  imageAlt: "",
  category,
  author: "Helena Duarte",
  featured,
  date: `2026-0${n}-01T14:00:00.000Z`,
  dateLabel: `Month ${n}`,
});

const posts = [
  post(5, "nutrition"),
  post(4, "prevention", true),
  post(3, "mental-health"),
  post(2, "nutrition", true),
  post(1, "sleep-hygiene"),
];

function loaderData(
  list: PostCardView[] | Promise<PostCardView[]>,
  category: string | null = null,
) {
  return {
    locale: "en" as const,
    page: { title: "Health Tips", description: "Articles." },
    t: { ...blog.list, imageUnavailable: "Image unavailable" },
    categoryLabels: blog.categories,
    newsletter: blog.newsletter,
    category,
    posts: list,
  };
}

function renderPage(
  data: Omit<ReturnType<typeof loaderData>, "locale"> & { locale: "en" | "pt-BR" },
  actionData?: NewsletterActionResult,
  path = "/health-tips",
) {
  const Stub = createRoutesStub([
    // The route component only reads the loader and action data it is given.
    {
      path: "/health-tips",
      Component: () => (
        <BlogPage
          {...({ loaderData: data, actionData } as unknown as Parameters<typeof BlogPage>[0])}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** happy-dom's Request drops Sec-* headers (browsers may not set them), so a plain object stands in. */
function fakeRequest(url: string, headers: Record<string, string>): Request {
  return { url, method: "GET", headers: new Headers(headers) } as unknown as Request;
}

const gridTitles = () =>
  within(screen.getByTestId("post-grid"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the health tips page", () => {
  it("shows six placeholder cards while the posts load, then the featured post and the grid", async () => {
    let resolve: (list: PostCardView[]) => void = () => {};
    renderPage(loaderData(new Promise((done) => (resolve = done))));
    const skeleton = await screen.findByTestId("blog-skeleton");
    expect(skeleton.querySelectorAll("li")).toHaveLength(6);
    expect(screen.getByText("Loading articles")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();

    await act(async () => resolve(posts));
    expect(screen.queryByTestId("blog-skeleton")).toBeNull();
    // The first post flagged featured, alone in its block; the others in the grid.
    const featured = screen.getByTestId("featured-post");
    expect(within(featured).getByRole("heading", { level: 2 }).textContent).toBe("Post 4");
    expect(
      within(featured).getByRole("link", { name: "Read Article: Post 4" }).getAttribute("href"),
    ).toBe("/health-tips/post-4");
    expect(gridTitles()).toEqual(["Post 5", "Post 3", "Post 2", "Post 1"]);
    expect(screen.getByRole("link", { name: "Read More: Post 3" }).getAttribute("href")).toBe(
      "/health-tips/post-3",
    );
    // Author and date on each card.
    expect(screen.getAllByText("By Helena Duarte")).toHaveLength(5);
    expect(screen.getByText("Month 3").getAttribute("datetime")).toBe("2026-03-01T14:00:00.000Z");
  });

  it("describes a cover with the library's alt text, and leaves one without it decorative", async () => {
    const described = {
      ...post(3, "mental-health"),
      imageUrl: "/uploads/blog/desk.jpg",
      imageAlt: "Reception desk with plants",
    };
    const plain = { ...post(1, "sleep-hygiene"), imageUrl: "/uploads/blog/hall.jpg" };
    renderPage(loaderData(Promise.resolve([described, plain])));
    const grid = await screen.findByTestId("post-grid");
    const cards = within(grid).getAllByRole("article");
    expect(within(cards[0]!).getByRole("img", { name: "Reception desk with plants" })).toBeTruthy();
    // (Its picture, or the default one if it failed to load: either is decorative.)
    expect(cards[1]!.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("has an All tab, then one tab per category with translated or rule-made labels", async () => {
    renderPage(loaderData(Promise.resolve(posts)));
    const tabs = await screen.findByRole("navigation", { name: "Article categories" });
    const links = within(tabs).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "All",
      "Mental Health",
      "Nutrition",
      "Prevention",
      "Sleep hygiene",
    ]);
    expect(links[0]?.getAttribute("aria-current")).toBe("true");
    expect(links[2]?.getAttribute("href")).toBe("/health-tips?category=nutrition");
  });

  it("filters in the browser when a tab is clicked, and puts the category in the address", async () => {
    const replaceState = vi.spyOn(window.history, "replaceState");
    renderPage(loaderData(Promise.resolve(posts)));
    const tabs = await screen.findByRole("navigation", { name: "Article categories" });

    fireEvent.click(within(tabs).getByRole("link", { name: "Nutrition" }));
    expect(gridTitles()).toEqual(["Post 5", "Post 2"]);
    // Under a category the featured post is one of the cards, not a block above them.
    expect(screen.queryByTestId("featured-post")).toBeNull();
    expect(within(tabs).getByRole("link", { name: "Nutrition" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(within(tabs).getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    expect(replaceState.mock.lastCall?.slice(1)).toEqual(["", "/health-tips?category=nutrition"]);
    expect(screen.getByText("2 articles")).toBeTruthy();

    fireEvent.click(within(tabs).getByRole("link", { name: "Sleep hygiene" }));
    expect(gridTitles()).toEqual(["Post 1"]);
    expect(screen.getByText("1 article")).toBeTruthy();

    fireEvent.click(within(tabs).getByRole("link", { name: "All" }));
    expect(screen.getByTestId("featured-post")).toBeTruthy();
    expect(gridTitles()).toEqual(["Post 5", "Post 3", "Post 2", "Post 1"]);
    expect(replaceState.mock.lastCall?.slice(1)).toEqual(["", "/health-tips"]);
  });

  it("renders the category a link asked for (?category=…, the path without JavaScript)", async () => {
    renderPage(
      loaderData(Promise.resolve(posts), "prevention"),
      undefined,
      "/health-tips?category=prevention",
    );
    await screen.findByTestId("post-grid");
    expect(gridTitles()).toEqual(["Post 4"]);
    expect(screen.getByRole("link", { name: "Prevention" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("ignores an unknown ?category= and shows everything", async () => {
    renderPage(loaderData(Promise.resolve(posts), "dentistry"));
    await screen.findByTestId("post-grid");
    expect(screen.getByTestId("featured-post")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("true");
  });

  it.each([
    { load: "a client-side navigation (streamed)", headers: { "Sec-Fetch-Mode": "cors" } },
    { load: "a page load", headers: { "Sec-Fetch-Mode": "navigate" } },
  ])(
    "logs a failed load and shows no articles, without an error message, on $load",
    async ({ headers }) => {
      const logError = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const failure = new Error("connection refused");
      const brokenDb = {
        select: () => {
          throw failure;
        },
      } as unknown as Database;
      const data = await loader({
        request: fakeRequest("http://localhost/health-tips", headers),
        context: { db: brokenDb },
        params: {},
      } as unknown as Parameters<typeof loader>[0]);

      expect(await data.posts).toEqual([]);
      expect(logError).toHaveBeenCalledWith(
        expect.objectContaining({ err: failure }),
        "blog post list query failed",
      );

      renderPage(data);
      expect(await screen.findByText(blog.list.empty)).toBeTruthy();
      expect(screen.queryByRole("article")).toBeNull();
      expect(screen.queryByTestId("featured-post")).toBeNull();
      expect(screen.queryByRole("navigation", { name: "Article categories" })).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("streams the posts on a client-side navigation and has them ready on a page load", async () => {
    const db = {
      select: () => ({
        from: () => ({ where: () => ({ orderBy: () => Promise.resolve([]) }) }),
      }),
    } as unknown as Database;
    const load = (headers: Record<string, string>) =>
      loader({
        request: fakeRequest("http://localhost/pt/health-tips?category=nutrition", headers),
        context: { db },
        params: {},
      } as unknown as Parameters<typeof loader>[0]);
    const streamed = await load({ "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" });
    expect(streamed.posts).toBeInstanceOf(Promise);
    expect(streamed.locale).toBe("pt-BR");
    expect(streamed.category).toBe("nutrition");
    expect((await load({ "Sec-Fetch-Mode": "navigate" })).posts).toEqual([]);
    // Without the header (old browsers, crawlers) the page waits for the posts too.
    expect((await load({})).posts).toEqual([]);
  });

  it("writes the newsletter outcome into the page (the path without JavaScript)", async () => {
    const list = Promise.resolve(posts);
    renderPage(loaderData(list), { status: "already-subscribed" });
    const outcome = await screen.findByText("You're already subscribed");
    expect(outcome.closest('[role="status"]')?.id).toBe("newsletter-outcome");
    cleanup();

    renderPage(loaderData(list), {
      status: "invalid",
      fieldErrors: { email: "invalidEmail" },
      values: { email: "ana@" },
    });
    const input = await screen.findByLabelText("Email address");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((input as HTMLInputElement).value).toBe("ana@");
    expect(screen.getByText("Enter a valid email address.").id).toBe(
      input.getAttribute("aria-describedby"),
    );
  });
});
