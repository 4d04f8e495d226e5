import type { AppLoadContext, EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import handleRequest from "./entry.server";
import { runWithRequestContext } from "./platform/request-context.server";

/*
 * Once a visitor's post is stored, they must be told it arrived: a second post
 * "because the first said error" is how the clinic got messages twice. When the
 * page that answers such a post fails, the server sends a plain confirmation.
 */

const loadContext = { cspNonce: "n" } as unknown as AppLoadContext;
// The plain page needs nothing from React Router's context (it renders no route).
const routerContext = {} as EntryContext;

function answerFailedPage(stored: { form: string; locale: string } | undefined) {
  return runWithRequestContext({ dataRequest: false, storedSubmission: stored }, () =>
    handleRequest(
      new Request("http://localhost/pt/contact", { method: "POST" }),
      500,
      new Headers({ "Set-Cookie": "clinic_toast=x; Path=/" }),
      routerContext,
      loadContext,
    ),
  );
}

describe("a post that was stored, then its page failed", () => {
  it("is answered 200 with a confirmation in the visitor's language, not cached", async () => {
    const response = await answerFailedPage({ form: "contact", locale: "pt-BR" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toContain("clinic_toast");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("<h1>Mensagem enviada com sucesso</h1>");
    expect(html).toContain("Recebemos sua mensagem e vamos entrar em contato em breve!");
    expect(html).toContain('href="/pt"');
  });

  it("names the form that was sent: the partnership request and the newsletter have their own words", async () => {
    const contact = await (await answerFailedPage({ form: "contact", locale: "en" })).text();
    const partnership = await (
      await answerFailedPage({ form: "partnership", locale: "en" })
    ).text();
    const newsletter = await (await answerFailedPage({ form: "newsletter", locale: "en" })).text();
    const heading = (html: string) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(new Set([heading(contact), heading(partnership), heading(newsletter)]).size).toBe(3);
    expect(heading(contact)).toBe("Message Sent Successfully");
    expect(contact).toContain('href="/"');
  });

  it("a failure with nothing stored stays a failure (no false confirmation)", async () => {
    // Without a stored post the error page is rendered by React Router, which this
    // context cannot do: the attempt throws rather than answering 200.
    await expect(
      (async () => {
        const response = await answerFailedPage(undefined);
        return response.status;
      })(),
    ).rejects.toThrow();
  });
});
