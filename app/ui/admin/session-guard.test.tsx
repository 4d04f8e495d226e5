// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isGuardedSave, SessionGuard, useSessionCheckedSave } from "./session-guard";

/*
 * The portal's session guard in a page of its own: which forms it holds, and what a
 * held save does with a live session, an ended one (the dialog) and a failed check.
 * The browser test (tests/e2e/admin-session-ended.spec.ts) runs it against the server.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function formWith(html: string): { form: HTMLFormElement; button: HTMLButtonElement | null } {
  document.body.innerHTML = html;
  return {
    form: document.querySelector("form")!,
    button: document.querySelector("button"),
  };
}

describe("the forms it holds", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/admin/blog/new");
  });

  it("holds the portal's posts, not its GET forms, sign-in and sign-out, or forms marked to skip", () => {
    const cases: [html: string, held: boolean][] = [
      ['<form method="post"><button>Save</button></form>', true],
      ['<form method="POST" action="/admin/team/new"><button>Save</button></form>', true],
      ['<form method="post" action="/admin?index"><button>Save</button></form>', true],
      ["<form><button>Search</button></form>", false],
      ['<form method="get" action="/admin/lab-tests"><button>Search</button></form>', false],
      ['<form method="post" action="/admin/logout"><button>Sign Out</button></form>', false],
      ['<form method="post" action="/admin/login"><button>Sign In</button></form>', false],
      ['<form method="post" data-session-guard="skip"><button>Go</button></form>', false],
      ['<form method="post" action="/contact"><button>Send</button></form>', false],
      [
        '<form method="post" action="https://elsewhere.example/admin"><button>Go</button></form>',
        false,
      ],
      // The submit button's own method and address count.
      ['<form method="post"><button formmethod="get">Preview</button></form>', false],
      ['<form><button formmethod="post" formaction="/admin/media">Upload</button></form>', true],
      ['<form method="post"><button formaction="/admin/logout">Out</button></form>', false],
    ];
    for (const [html, held] of cases) {
      const { form, button } = formWith(html);
      expect(isGuardedSave(form, button), html).toBe(held);
    }
  });
});

/** Better Auth's session answer, then the sign-in route's, as fetch would give them. */
function stubFetch(
  session: "alive" | "ended" | "offline",
  signIn: { status: number; body: unknown; headers?: Record<string, string> } = {
    status: 200,
    body: { ok: true },
  },
) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (url: string) => {
    calls.push(url);
    if (url === "/api/auth/get-session") {
      if (session === "offline") throw new TypeError("Failed to fetch");
      return Response.json(session === "alive" ? { session: {}, user: {} } : null);
    }
    if (url === "/admin/sign-in-again") {
      if (signIn.status === 200) session = "alive";
      return Response.json(signIn.body, { status: signIn.status, headers: signIn.headers });
    }
    throw new Error(`unexpected fetch of ${url}`);
  });
  vi.stubGlobal("fetch", fetchStub);
  return calls;
}

/** A portal page with one form whose own submit handler records what it was sent with. */
function renderPage() {
  const sent: string[] = [];
  render(
    <SessionGuard email="editor@example.com">
      <form
        method="post"
        action="/admin/blog/new"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement;
          sent.push(`${submitter?.name}=${submitter?.value}`);
        }}
      >
        <label>
          Title
          <input name="title" defaultValue="" />
        </label>
        <button type="submit" name="intent" value="publish">
          Publish
        </button>
      </form>
    </SessionGuard>,
  );
  return sent;
}

describe("a held save", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/admin/blog/new");
  });

  it("goes through once, with its submit button, while the session is there", async () => {
    const calls = stubFetch("alive");
    const sent = renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    // A second press while the first is checked sends nothing more.
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(sent).toEqual(["intent=publish"]));
    expect(calls).toEqual(["/api/auth/get-session"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("goes through when the check itself fails (offline)", async () => {
    stubFetch("offline");
    const sent = renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(sent).toEqual(["intent=publish"]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("waits for the dialog when the session ended: nothing is sent, the page stays, then signing in sends it", async () => {
    const calls = stubFetch("ended");
    const sent = renderPage();
    const title = screen.getByLabelText("Title") as HTMLInputElement;
    fireEvent.change(title, { target: { value: "Typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));

    const dialog = await screen.findByRole("dialog", { name: "Your session has ended" });
    expect(dialog.textContent).toContain(
      "Nothing you typed is lost. Sign in again to finish saving.",
    );
    expect(sent).toEqual([]);
    expect(title.value).toBe("Typed");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("editor@example.com");

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign in and save" }));
    });
    await waitFor(() => expect(sent).toEqual(["intent=publish"]));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toEqual(["/api/auth/get-session", "/admin/sign-in-again"]);
  });

  it.each([
    [401, {}, { ok: false, reason: "incorrect" }, "The e-mail or password is incorrect."],
    [
      429,
      { "Retry-After": "30" },
      { ok: false, reason: "rate-limited" },
      "Too many attempts. Please wait a minute and try again.",
    ],
    [
      429,
      { "Retry-After": "240" },
      { ok: false, reason: "rate-limited" },
      "Too many attempts. Please wait 4 minutes and try again.",
    ],
    [500, {}, { ok: false, reason: "failed" }, "Could not sign in. Please try again."],
  ])(
    "says a refused sign-in (%i %j) in the dialog and sends nothing",
    async (status, headers, body, said) => {
      stubFetch("ended", { status, body, headers });
      const sent = renderPage();
      fireEvent.click(screen.getByRole("button", { name: "Publish" }));
      await screen.findByRole("dialog");
      fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Sign in and save" }));
      });
      expect((await screen.findByRole("alert")).textContent).toBe(said);
      expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
      expect(sent).toEqual([]);
    },
  );

  it("holds a save that is not a submit event the same way (useSessionCheckedSave)", async () => {
    stubFetch("ended");
    const saved: string[] = [];
    function InlineSave() {
      const checkedSave = useSessionCheckedSave();
      return (
        <button type="button" onClick={() => checkedSave(() => saved.push("saved"))}>
          Save inline
        </button>
      );
    }
    render(
      <SessionGuard email="editor@example.com">
        <InlineSave />
      </SessionGuard>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save inline" }));
    await screen.findByRole("dialog");
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign in and save" }));
    });
    await waitFor(() => expect(saved).toEqual(["saved"]));
  });
});
