import { moneyFormats, type Locale } from "~/i18n/locales";

/**
 * A whole amount of US dollars as each language writes it (its line of the locale list):
 * "$1,188" in English and Spanish, "US$ 1.188" in Brazilian Portuguese (with a no-break
 * space, so it never wraps).
 * Written by hand rather than with Intl so the server and every browser print
 * exactly the same characters (no hydration differences between ICU versions).
 */
export function formatMoney(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(amount)));
  const { symbol, group } = moneyFormats[locale];
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${symbol}${grouped}`;
}

/**
 * An amount in US cents as each language writes it: whole dollars as formatMoney
 * ("$99", "US$ 99"), other amounts with their cents ("$99.50", "US$ 99,50").
 */
export function formatCents(cents: number, locale: Locale): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not an amount of cents: ${cents}`);
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const sign = cents < 0 ? "-" : "";
  if (rest === 0) return sign + formatMoney(whole, locale);
  const decimals = `${moneyFormats[locale].decimal}${String(rest).padStart(2, "0")}`;
  return sign + formatMoney(whole, locale) + decimals;
}
