// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/platform/db/client.server";
import { blog } from "~/i18n/en/blog.server";
import { common } from "~/i18n/en/common.server";
import BlogPage, { loader } from "~/routes/site/blog";
import { logger } from "~/platform/logger.server";
import type { NewsletterActionResult } from "~/features/inbox/newsletter-form";
import { PostImage } from "./post-card";
import type { BlogListPage, PostCardView } from "./types";

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

/** The first page of "All" as the server answers it: the featured post, then the grid. */
const firstPage: BlogListPage = {
  featured: post(4, "prevention", true),
  posts: [
    post(5, "nutrition"),
    post(3, "mental-health"),
    post(2, "nutrition", true),
    post(1, "sleep-hygiene"),
  ],
  total: 5,
  page: 1,
  pageCount: 1,
  categories: ["nutrition", "prevention", "mental-health", "sleep-hygiene"],
  category: "all",
};

function loaderData(list: BlogListPage | Promise<BlogListPage>) {
  return {
    locale: "en" as const,
    page: { title: "Health Tips", description: "Articles." },
    t: { ...blog.list, imageUnavailable: "Image unavailable" },
    categoryLabels: blog.categories,
    newsletter: blog.newsletter,
    pager: common.layout.pager,
    list,
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

/** A database whose every query fails. */
function brokenDatabase(failure: Error): Database {
  const fail = () => {
    throw failure;
  };
  return { select: fail, selectDistinct: fail } as unknown as Database;
}

const gridTitles = () =>
  within(screen.getByTestId("post-grid"))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the health tips page", () => {
  it("shows six placeholder cards while the posts load, then the featured post and the grid", async () => {
    let resolve: (list: BlogListPage) => void = () => {};
    renderPage(loaderData(new Promise((done) => (resolve = done))));
    const skeleton = await screen.findByTestId("blog-skeleton");
    expect(skeleton.querySelectorAll("li")).toHaveLength(6);
    expect(screen.getByText("Loading articles")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();

    await act(async () => resolve(firstPage));
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
    renderPage(
      loaderData(Promise.resolve({ ...firstPage, featured: null, posts: [described, plain] })),
    );
    const grid = await screen.findByTestId("post-grid");
    const cards = within(grid).getAllByRole("article");
    expect(within(cards[0]!).getByRole("img", { name: "Reception desk with plants" })).toBeTruthy();
    // (Its picture, or the default one if it failed to load: either is decorative.)
    expect(cards[1]!.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("serves the default picture for a post without one of its own", () => {
    // As the server sends it (here the browser would try it, and a test DOM loads no image).
    const html = renderToStaticMarkup(
      <PostImage imageUrl={null} alt="" unavailableLabel="Image unavailable" />,
    );
    expect(html).toMatch(
      /<img [^>]*src="\/images\/generated\/blog-default\.[0-9a-f]{10}-\d+\.webp"/,
    );
  });

  it("has an All tab, then one tab per category with translated or rule-made labels", async () => {
    renderPage(loaderData(Promise.resolve(firstPage)));
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

  it("marks the category the server chose, and links each page of it (?category=…&page=…)", async () => {
    renderPage(
      loaderData({
        ...firstPage,
        featured: null,
        posts: [post(5, "nutrition"), post(2, "nutrition", true)],
        total: 26,
        page: 2,
        pageCount: 3,
        category: "nutrition",
      }),
      undefined,
      "/health-tips?category=nutrition&page=2",
    );
    await screen.findByTestId("post-grid");
    // Under a category the featured post is one of the cards, not a block above them.
    expect(screen.queryByTestId("featured-post")).toBeNull();
    expect(gridTitles()).toEqual(["Post 5", "Post 2"]);
    expect(screen.getByRole("link", { name: "Nutrition" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    // The count is the category's, across its pages.
    expect(screen.getByText("26 articles")).toBeTruthy();

    const pages = screen.getByRole("navigation", { name: "Pages of articles" });
    const href = (name: string) => within(pages).getByRole("link", { name }).getAttribute("href");
    expect(href("Previous page")).toBe("/health-tips?category=nutrition");
    expect(href("Page 1")).toBe("/health-tips?category=nutrition");
    expect(href("Page 2")).toBe("/health-tips?category=nutrition&page=2");
    expect(href("Next page")).toBe("/health-tips?category=nutrition&page=3");
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(pages).getByRole("link", { name: "Next page" }).getAttribute("rel")).toBe("next");
  });

  it("has no pager when one page holds every article", async () => {
    renderPage(loaderData(firstPage));
    await screen.findByTestId("post-grid");
    expect(screen.queryByRole("navigation", { name: "Pages of articles" })).toBeNull();
  });

  it("says a page past the last has no articles, and links the first page", async () => {
    renderPage(
      loaderData({ ...firstPage, featured: null, posts: [], total: 5, page: 9, pageCount: 1 }),
    );
    expect(await screen.findByText(/There are no articles on this page\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the first page" }).getAttribute("href")).toBe(
      "/health-tips",
    );
  });

  it.each([
    { load: "a client-side navigation (streamed)", headers: { "Sec-Fetch-Mode": "cors" } },
    { load: "a page load", headers: { "Sec-Fetch-Mode": "navigate" } },
  ])(
    "logs a failed load and shows no articles, without an error message, on $load",
    async ({ headers }) => {
      const logError = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const failure = new Error("connection refused");
      const data = (await loader({
        request: fakeRequest("http://localhost/health-tips", headers),
        context: { db: brokenDatabase(failure) },
        params: {},
      } as unknown as Parameters<typeof loader>[0])) as ReturnType<typeof loaderData>;

      expect((await data.list).posts).toEqual([]);
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
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const load = async (headers: Record<string, string>) =>
      (await loader({
        request: fakeRequest("http://localhost/pt/health-tips?category=nutrition&page=2", headers),
        context: { db: brokenDatabase(new Error("down")) },
        params: {},
      } as unknown as Parameters<typeof loader>[0])) as ReturnType<typeof loaderData>;
    const streamed = await load({ "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" });
    expect(streamed.list).toBeInstanceOf(Promise);
    expect(streamed.locale).toBe("pt-BR");
    expect((await streamed.list).posts).toEqual([]);
    expect((await load({ "Sec-Fetch-Mode": "navigate" })).list).not.toBeInstanceOf(Promise);
    // Without the header (old browsers, crawlers) the page waits for the posts too.
    expect((await load({})).list).not.toBeInstanceOf(Promise);
  });

  it("writes the newsletter outcome into the page (the path without JavaScript)", async () => {
    const list = Promise.resolve(firstPage);
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
