import { asNewClient, signInAsEditor, test } from "./fixtures";

test("screenshots", async ({ page }) => {
  await asNewClient(page);
  await signInAsEditor(page);
  for (const [path, name] of [
    ["/admin/partners", "partners"],
    ["/admin/partners/new", "partner-new"],
    ["/admin/testimonials", "testimonials"],
    ["/admin/testimonials/new", "testimonial-new"],
    ["/admin/videos", "videos"],
    ["/admin/videos/new", "video-new"],
    ["/partners", "site-partners"],
    ["/pt", "site-home-pt"],
  ] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.screenshot({ path: `/tmp/shots-catalogues-a/${name}-${width}.png`, fullPage: true });
    }
  }
});
