import { z } from "zod";
import { withoutControlCharacters } from "./control-characters";

/*
 * An amount of US dollars as staff type it ("99", "99.50", "$1,188.00") and as the
 * database keeps it: whole cents. Client-safe.
 */

export type MoneyMessages = {
  required: string;
  invalid: string;
  decimals: string;
  positive: string;
  tooLarge: string;
};

/** Dollars with an optional $, thousands commas and decimals. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/** The text typed → cents, positive and at most `maxCents`, with one message per fault. */
export function dollarsField(maxCents: number, messages: MoneyMessages) {
  return z
    .string({ error: messages.invalid })
    .overwrite((value) => withoutControlCharacters(value).trim())
    .transform((value, context) => {
      if (value === "") {
        context.addIssue({ code: "custom", message: messages.required });
        return z.NEVER;
      }
      const match = AMOUNT.exec(value);
      if (!match) {
        context.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      const [, whole = "", decimals = ""] = match;
      if (decimals.length > 2) {
        context.addIssue({ code: "custom", message: messages.decimals });
        return z.NEVER;
      }
      const cents = Number(whole.replaceAll(",", "")) * 100 + Number(decimals.padEnd(2, "0"));
      if (cents <= 0) {
        context.addIssue({ code: "custom", message: messages.positive });
        return z.NEVER;
      }
      if (cents > maxCents) {
        context.addIssue({ code: "custom", message: messages.tooLarge });
        return z.NEVER;
      }
      return cents;
    });
}

/** Cents as the form shows them: "99" for whole dollars, "99.50" otherwise. */
export function centsToDollarsText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}
