// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showToast, Toaster } from "./toaster";

afterEach(cleanup);

describe("the toaster", () => {
  it("loads sonner with the first toast, shows it, and shows later ones at once", async () => {
    const { container } = render(<Toaster toasts={[]} />);
    // Nothing of sonner on the page until a toast is asked for.
    expect(container.innerHTML).toBe("");
    act(() => showToast({ type: "success", title: "Message sent", description: "Thank you" }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    expect(screen.getByText("Thank you")).toBeTruthy();
    act(() => showToast({ type: "error", title: "Too many messages" }));
    expect(await screen.findByText("Too many messages")).toBeTruthy();
  });
});

describe("a toast the server sent", () => {
  it("is shown once per answer that carries it", async () => {
    const toast = { type: "error" as const, title: "Failed to save content" };
    const { rerender } = render(<Toaster toasts={[null, toast]} />);
    expect(await screen.findByText("Failed to save content")).toBeTruthy();
    // The same answer rendered again shows nothing new.
    rerender(<Toaster toasts={[null, toast]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText("Failed to save content")).toHaveLength(1);
    // A new answer with the same words is a new toast.
    rerender(<Toaster toasts={[null, { ...toast }]} />);
    await waitFor(() => expect(screen.getAllByText("Failed to save content")).toHaveLength(2));
  });
});

describe("a new outcome", () => {
  it("replaces the toasts on screen when its navigation started, and keeps those shown while it ran", async () => {
    const stale = { type: "error" as const, title: "Failed to import lab tests" };
    const { rerender } = render(<Toaster toasts={[stale]} />);
    expect(await screen.findByText("Failed to import lab tests")).toBeTruthy();

    rerender(<Toaster toasts={[stale]} navigating />);
    act(() => showToast({ type: "error", title: "Error Sending Message" }));
    expect(await screen.findByText("Error Sending Message")).toBeTruthy();
    rerender(<Toaster toasts={[null, { type: "success", title: "Preview ready" }]} />);

    expect(await screen.findByText("Preview ready")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Failed to import lab tests")).toBeNull());
    expect(screen.getByText("Error Sending Message")).toBeTruthy();
  });
});
