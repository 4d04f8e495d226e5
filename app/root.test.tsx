import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

/** Renders a request through a router whose page loader fails, with the root's error boundary. */
async function renderFailingPage(url: string) {
  const routes = [
    {
      id: "root",
      path: "/",
      Component: Outlet,
      ErrorBoundary,
      children: [
        {
          path: "*",
          loader: () => {
            throw new Error("database exploded");
          },
          Component: () => <p>never shown</p>,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    status: context.statusCode,
    html: renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    ),
  };
}

describe("the root error boundary", () => {
  it("shows a friendly English page with status 500 and no error details", async () => {
    const { status, html } = await renderFailingPage("http://localhost/services");
    expect(status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Return to Home");
    expect(html).not.toContain("database exploded");
  });

  it("speaks Portuguese under /pt", async () => {
    const { status, html } = await renderFailingPage("http://localhost/pt/contact");
    expect(status).toBe(500);
    expect(html).toContain("Algo deu errado");
    expect(html).toContain('href="/pt"');
  });
});
