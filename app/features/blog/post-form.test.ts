import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/platform/forms/submission.server";
import { blogPostLimits, blogPostMessages, blogPostSchema } from "./post-form";

const valid = {
  title: "Staying Hydrated in the Orlando Heat",
  slug: "",
  locale: "en",
  excerpt: "Water, shade and timing.",
  category: "nutrition",
  author: "Helena Duarte",
  imageUrl: "",
  content: "<p>Drink water.</p>",
};

const parse = (values: Record<string, unknown> | FormData) =>
  parseSubmission(values, blogPostSchema);

function parsed(values: Record<string, unknown>) {
  const result = parse(values);
  if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
  return result.data;
}

function errorsFor(values: Record<string, unknown> | FormData) {
  const result = parse(values);
  return result.success ? {} : result.fieldErrors;
}

describe("the blog post form's schema", () => {
  it("accepts a complete post, trimming text and turning empty optional fields into null", () => {
    expect(
      parsed({ ...valid, title: "  Staying Hydrated  ", author: "  ", excerpt: "", imageUrl: " " }),
    ).toEqual({
      title: "Staying Hydrated",
      slug: "staying-hydrated",
      locale: "en",
      excerpt: null,
      category: "nutrition",
      author: null,
      imageUrl: null,
      published: false,
      publishAt: null,
      unpublishAt: null,
      featured: false,
      content: "<p>Drink water.</p>",
    });
  });

  it("reads the publish dates on the clinic's clock and keeps them in order", () => {
    expect(parsed({ ...valid, publishAt: "2026-12-01T09:00" })).toMatchObject({
      publishAt: new Date("2026-12-01T14:00:00Z"),
      unpublishAt: null,
    });
    expect(
      errorsFor({ ...valid, publishAt: "2026-12-01T09:00", unpublishAt: "2026-12-01T09:00" }),
    ).toEqual({ unpublishAt: blogPostMessages.unpublishAfterPublish });
    expect(errorsFor({ ...valid, publishAt: "2026-02-30T09:00" })).toEqual({
      publishAt: blogPostMessages.dateTime,
    });
  });

  it("requires a title", () => {
    expect(errorsFor({ ...valid, title: "   " })).toEqual({
      title: blogPostMessages.titleRequired,
    });
    expect(errorsFor({ ...valid, title: undefined }).title).toBe(blogPostMessages.titleRequired);
  });

  it("makes the slug from the title when it is empty (accents transliterated)", () => {
    expect(parsed({ ...valid, title: "Saúde da Mulher: exames por idade" }).slug).toBe(
      "saude-da-mulher-exames-por-idade",
    );
    expect(parsed({ ...valid, slug: undefined }).slug).toBe("staying-hydrated-in-the-orlando-heat");
  });

  it("tidies a typed slug with the same rule, and refuses one with nothing left", () => {
    expect(parsed({ ...valid, slug: " My Custom Slug! " }).slug).toBe("my-custom-slug");
    expect(errorsFor({ ...valid, slug: "!!!" })).toEqual({ slug: blogPostMessages.slugInvalid });
    expect(errorsFor({ ...valid, title: "💊 ✓", slug: "" })).toEqual({
      slug: blogPostMessages.slugFromTitle,
    });
  });

  it("reads the checkboxes: checked sends on, unchecked sends nothing", () => {
    const post = parsed({ ...valid, published: "on", featured: "on" });
    expect(post.published).toBe(true);
    expect(post.featured).toBe(true);
    expect(parsed({ ...valid, published: "true" }).published).toBe(true);
    expect(parsed({ ...valid, published: "" }).published).toBe(false);
  });

  it("accepts the site's languages only", () => {
    expect(parsed({ ...valid, locale: "pt-BR" }).locale).toBe("pt-BR");
    expect(parsed({ ...valid, locale: "es" }).locale).toBe("es");
    for (const locale of ["pt", "fr", "", undefined]) {
      expect(errorsFor({ ...valid, locale }), String(locale)).toEqual({
        locale: blogPostMessages.locale,
      });
    }
  });

  it("accepts categories written like the public blog's (lowercase words and hyphens)", () => {
    expect(parsed({ ...valid, category: "mental-health" }).category).toBe("mental-health");
    for (const category of ["", "Mental Health", "a--b", "<b>x</b>"]) {
      expect(errorsFor({ ...valid, category }), category).toEqual({
        category: blogPostMessages.category,
      });
    }
  });

  it("accepts a path on this site (the media library); anything else is refused", () => {
    expect(parsed({ ...valid, imageUrl: "/uploads/abc.webp" }).imageUrl).toBe("/uploads/abc.webp");
    for (const imageUrl of [
      "https://cdn.example.com/a.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "not a url",
      "ftp://files.example.com/a.png",
    ]) {
      expect(errorsFor({ ...valid, imageUrl }), imageUrl).toEqual({
        imageUrl: blogPostMessages.imageUrl,
      });
    }
  });

  it("refuses a picture in the text kept on another website, naming it; the site's own are fine", () => {
    expect(
      errorsFor({
        ...valid,
        content:
          '<p>Hi</p><img src="/uploads/a.jpg" alt=""><IMG alt="x" SRC=\'https://cdn.example.com/b.jpg\'>',
      }),
    ).toEqual({ content: blogPostMessages.contentOffSiteImage("https://cdn.example.com/b.jpg") });
    expect(parsed({ ...valid, content: '<p><img src="/uploads/a.jpg" alt="A"></p>' }).content).toBe(
      '<p><img src="/uploads/a.jpg" alt="A"></p>',
    );
  });

  it("refuses a link in the text that breaks the link rule, naming it; site paths, https and mailto are fine", () => {
    expect(
      errorsFor({
        ...valid,
        content: '<p><a href="/contact">Us</a> <a href="http://flu.example">Flu</a></p>',
      }),
    ).toEqual({ content: blogPostMessages.contentBadLink("http://flu.example") });
    const fine =
      '<p><a href="/contact">Us</a> <a href="https://www.cdc.gov/flu/">CDC</a> <a href="mailto:front@clinic.example">Mail</a></p>';
    expect(parsed({ ...valid, content: fine }).content).toBe(fine);
  });

  it("refuses text beyond its limit", () => {
    const errors = errorsFor({
      ...valid,
      title: "t".repeat(blogPostLimits.title + 1),
      excerpt: "e".repeat(blogPostLimits.excerpt + 1),
      author: "a".repeat(blogPostLimits.author + 1),
      content: "c".repeat(blogPostLimits.content + 1),
    });
    expect(errors).toEqual({
      title: blogPostMessages.tooLong(blogPostLimits.title),
      excerpt: blogPostMessages.tooLong(blogPostLimits.excerpt),
      author: blogPostMessages.tooLong(blogPostLimits.author),
      content: blogPostMessages.tooLong(blogPostLimits.content),
    });
  });

  it("refuses a field sent twice or as a file", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(valid)) formData.append(name, value);
    formData.append("title", "Second title");
    formData.set("content", new File(["<p>x</p>"], "x.html"));
    expect(errorsFor(formData)).toEqual({
      title: blogPostMessages.malformed,
      content: blogPostMessages.malformed,
    });
  });
});
