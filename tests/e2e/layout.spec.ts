import { expect, firstTeamMemberPath, inPortuguese, test } from "./fixtures";

// Every public page's layout, in every language, is checked in public-pages.spec.ts, in the
// same visit as the accessibility engines. Here: what only some pages show, and the text font
// of a first page.

test("a team member page renders in both languages, and an unknown member is a 404", async ({
  page,
}) => {
  const memberPath = await firstTeamMemberPath(page);
  const name = await page.locator('main a[href^="/team/"]').nth(1).locator("h2").innerText();
  expect((await page.goto(memberPath))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect((await page.goto(inPortuguese(memberPath)))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test.describe("missing things", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("an unknown team member shows 'Team member not found' with status 404", async ({ page }) => {
    const response = await page.goto("/team/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Team member not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Team" })).toHaveAttribute("href", "/team");
  });

  test("an unknown service shows 'Service not found' with status 404", async ({ page }) => {
    const response = await page.goto("/pt/services/acupuncture");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Serviço não encontrado" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para os Serviços" })).toHaveAttribute(
      "href",
      "/pt/services",
    );
  });
});

/*
 * Lower blocks of long pages skip layout until they near the viewport (the
 * lazy-render utility in app/app.css): a phone's first paint lays out only what
 * it shows. Their expected heights keep the scrollbar honest until then.
 */
test("long pages lay out their lower blocks as the visitor nears them, with no shift and at about their real height", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/pt/foundation", "/membership", "/pt/language-assistance"]) {
      await page.goto(path);
      await page.evaluate(() => {
        const state = window as unknown as { __shift: number; __moved: string[] };
        state.__shift = 0;
        state.__moved = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as {
              value: number;
              hadRecentInput: boolean;
              startTime: number;
              sources: {
                node?: Node;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }[];
            };
            if (shift.hadRecentInput) continue;
            state.__shift += shift.value;
            // What moved, when and how far: a failure names its cause.
            for (const source of shift.sources) {
              const node = source.node as Element | undefined;
              const name = node
                ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.className).slice(0, 40)} "${(node.textContent ?? "").trim().slice(0, 30)}"`
                : "(gone)";
              state.__moved.push(
                `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${name} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const rendered = (selector: string) =>
        page.evaluate(
          (selector) =>
            document.querySelector(selector)!.checkVisibility({ contentVisibilityAuto: true }),
          selector,
        );
      // The heading is laid out; the footer, far below, is not yet.
      expect(await rendered("h1")).toBe(true);
      expect(await rendered("footer a")).toBe(false);

      // Scrolling down a screen at a time: each block is laid out before it shows.
      const blocks = await page.evaluate(async () => {
        const lazy = [...document.querySelectorAll<HTMLElement>('[class*="lazy-render-"]')];
        const expected = lazy.map((block) =>
          parseFloat(getComputedStyle(block).containIntrinsicBlockSize.replace("auto ", "")),
        );
        const frame = () =>
          new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
        while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
          scrollBy({ top: innerHeight * 0.8, behavior: "instant" });
          await frame();
          for (const block of lazy) {
            const box = block.getBoundingClientRect();
            if (
              box.top < innerHeight &&
              box.bottom > 0 &&
              !block.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })
            ) {
              throw new Error(`a block on screen is not laid out: ${block.className}`);
            }
          }
        }
        return lazy.map((block, index) => ({
          name: block.getAttribute("aria-labelledby") ?? block.tagName,
          expected: expected[index]!,
          real: block.getBoundingClientRect().height,
        }));
      });
      expect(blocks.length).toBeGreaterThan(1);
      // Each block near its expected height, and the page's total close to it.
      for (const block of blocks) {
        expect(
          Math.abs(block.real - block.expected) / block.real,
          `${path} at ${width} px: ${block.name} is ${block.real} px, expected ${block.expected}`,
        ).toBeLessThan(0.35);
      }
      const total = (key: "real" | "expected") =>
        blocks.reduce((sum, block) => sum + block[key], 0);
      expect(Math.abs(total("real") - total("expected")) / total("real")).toBeLessThan(0.15);
      expect(await rendered("footer a")).toBe(true);
      const shifts = await page.evaluate(() => {
        const state = window as unknown as { __shift: number; __moved: string[] };
        return { total: state.__shift, moved: state.__moved };
      });
      expect(
        shifts.total,
        `${path} at ${width} px moved:\n${shifts.moved.join("\n")}`,
      ).toBeLessThan(0.01);
    }
  }
});

// Chromium sometimes first styles an element in a skipped block without the stylesheet
// and fades it in from the default link blue (app/app.css, lazy-render). A checker that
// reads colours then, such as Lighthouse's contrast audit, must see the page's. It happens
// on a first visit (stylesheet not cached) in about one load in three, so each load here
// is a new browser context, before any pointer moves, and there are 24 of them.
test("nothing in a lower block is fading in from the browser's default colours", async ({
  browser,
  baseURL,
}) => {
  // 24 first visits one after the other: 29 s of the default 30 in one CI run, over it in the next.
  test.slow();
  const faded: string[] = [];
  for (let round = 0; round < 3; round++) {
    for (const width of [375, 1280]) {
      for (const path of ["/membership", "/services/membership", "/contact", "/pt/insurance"]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(path);
        const transitions = await page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (animation): animation is CSSTransition =>
                animation instanceof CSSTransition &&
                animation.transitionProperty.endsWith("color"),
            )
            .map((transition) => {
              const target = (transition.effect as KeyframeEffect).target as HTMLElement;
              return `${target.tagName} "${target.textContent?.trim().slice(0, 40)}" ${transition.transitionProperty}`;
            }),
        );
        faded.push(...transitions.map((transition) => `${path} at ${width} px: ${transition}`));
        await context.close();
      }
    }
  }
  expect(faded).toEqual([]);
});

test("a first page is painted in Inter from the start, and nothing swaps at the first click", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = window as unknown as {
      __shifts?: Array<{ at: number; value: number }>;
      __interLoadedAt?: number;
    };
    state.__shifts = [];
    document.fonts.addEventListener("loadingdone", (event) => {
      const done = (event as FontFaceSetLoadEvent).fontfaces;
      if (done.some((face) => face.family.replace(/"/g, "") === "Inter Variable")) {
        state.__interLoadedAt ??= performance.now();
      }
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; startTime: number };
        state.__shifts!.push({ at: shift.startTime, value: shift.value });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (/\.(woff2?|ttf|otf)$/.test(new URL(request.url()).pathname)) {
      fontRequests.push(request.url());
    }
  });
  // The taglines in a dozen scripts use the device's fonts: no file is fetched for them.
  await page.goto("/pt/language-assistance");
  const inter = () =>
    page.evaluate(() => {
      const face = [...document.fonts].find(
        (candidate) => candidate.family.replace(/"/g, "") === "Inter Variable",
      );
      return face ? { status: face.status, display: face.display } : null;
    });
  // "block": the text waits (invisible) for the file, inlined in the stylesheet the first
  // paint waits for anyway, rather than painting in the fallback and swapping.
  await expect.poll(inter).toEqual({ status: "loaded", display: "block" });
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily),
  ).toMatch(/^"Inter Variable"/);
  const interLoadedAt = await page.evaluate(
    () => (window as unknown as { __interLoadedAt?: number }).__interLoadedAt ?? -1,
  );
  expect(interLoadedAt).toBeGreaterThan(0);
  const faces = () =>
    page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.status}`));
  const before = await faces();
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("Tab");
  // No face is added or loaded by the first input: the letters drawn are the letters kept.
  expect(await faces()).toEqual(before);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: Array<{ at: number; value: number }> }).__shifts,
  );
  // Nothing was painted before Inter was decoded (font-gate.ts), so no line re-wrapped
  // under the reader: not while it was decoded, not after.
  expect(shifts).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-font-wait"))).toBe(
    false,
  );
  expect(fontRequests).toEqual([]);
});
