// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import AdminServiceEdit, { shouldRevalidate } from "~/routes/admin/service-edit";
import {
  faqField,
  faqIntentSchema,
  rearrangeFaqs,
  serviceFormValues,
  type ServiceInput,
} from "./service-form";

/*
 * The service editor's FAQ buttons in the page: each posts the form with its own intent,
 * and the editor is drawn again from the answer, a question more or less, nothing saved
 * and the page's data not read again. The route's answer itself (rearranged values) is
 * checked in service-details.test.ts; here the action answers as its FAQ branch does.
 */

afterEach(cleanup);

const service: ServiceInput = {
  priceFromCents: 35000,
  priceToCents: 50000,
  texts: {
    en: {
      title: "Complete Check-Up",
      subtitle: "A full look at your health.",
      description: ["Exams and a talk with the doctor."],
      priceNote: "depending on tests",
      benefits: ["Blood tests"],
    },
  },
  faqs: [1, 2, 3, 4].map((number) => ({
    en: { question: `Question number ${number}?`, answer: `Answer number ${number}.` },
  })),
};

function renderEditor() {
  let loads = 0;
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/services/:id",
      Component: AdminServiceEdit as never,
      shouldRevalidate,
      // Nothing to show while the stub's loader answers the first time.
      HydrateFallback: () => null,
      loader: () => {
        loads += 1;
        return {
          id: "checkup",
          title: "Complete Check-Up",
          values: serviceFormValues(service),
          version: 3,
        };
      },
      action: async ({ request }) => {
        const input = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(input.intent ?? "");
        return { values: rearrangeFaqs(input, faqIntentSchema.parse(input.intent)) };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/services/checkup"]} />);
  return { loads: () => loads, posted };
}

describe("the service editor's FAQ buttons", () => {
  it("add an empty question at the end and remove it again, drawing the form from the answer", async () => {
    const editor = renderEditor();
    const fifth = () => screen.queryByLabelText("Question 5 (English)");
    expect(await screen.findByLabelText("Question 4 (English)")).toBeTruthy();
    expect(fifth()).toBeNull();
    expect(editor.loads()).toBe(1);

    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    await waitFor(() => expect(fifth()).not.toBeNull());
    expect((fifth() as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByLabelText("Question 4 (English)") as HTMLTextAreaElement).value).toBe(
      "Question number 4?",
    );
    expect(screen.getByRole("heading", { name: "Frequently asked questions (5)" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove question 5" }));
    await waitFor(() => expect(fifth()).toBeNull());
    expect(screen.getByRole("heading", { name: "Frequently asked questions (4)" })).toBeTruthy();
    expect(editor.posted).toEqual(["faq-add", "faq-remove-4"]);
    // Nothing was saved, so the page's data was not read again.
    expect(editor.loads()).toBe(1);
    // What the form posts names the questions as the server reads them.
    expect(
      (document.querySelector(`[name="${faqField(3, "question", "en")}"]`) as HTMLTextAreaElement)
        .value,
    ).toBe("Question number 4?");
  });
});
