// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PublicToaster, showToast } from "./public-toaster";

afterEach(cleanup);

describe("public toasts", () => {
  it("loads sonner with the first toast, shows it, and shows later ones at once", async () => {
    const { container } = render(<PublicToaster />);
    // Nothing of sonner on the page until a toast is asked for.
    expect(container.innerHTML).toBe("");
    act(() => showToast({ type: "success", title: "Message sent", description: "Thank you" }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    expect(screen.getByText("Thank you")).toBeTruthy();
    act(() => showToast({ type: "error", title: "Too many messages" }));
    expect(await screen.findByText("Too many messages")).toBeTruthy();
  });
});
