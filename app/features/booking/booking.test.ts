import { describe, expect, it } from "vitest";
import { bookingFrameUrl } from "./booking";

describe("bookingFrameUrl", () => {
  it("adds the practice key as a query parameter", () => {
    expect(bookingFrameUrl("https://booking.example.com/request", "demo-practice-key")).toBe(
      "https://booking.example.com/request?practiceKey=demo-practice-key",
    );
  });

  it("encodes the key", () => {
    expect(bookingFrameUrl("https://booking.example.com/request", "a b&c=d/é")).toBe(
      "https://booking.example.com/request?practiceKey=a%20b%26c%3Dd%2F%C3%A9",
    );
  });

  it("keeps a query string and a fragment the widget URL already has", () => {
    expect(bookingFrameUrl("https://booking.example.com/request?lang=pt", "k1")).toBe(
      "https://booking.example.com/request?lang=pt&practiceKey=k1",
    );
    expect(bookingFrameUrl("https://booking.example.com/request?", "k1")).toBe(
      "https://booking.example.com/request?practiceKey=k1",
    );
    expect(bookingFrameUrl("https://booking.example.com/request#form", "k1")).toBe(
      "https://booking.example.com/request?practiceKey=k1#form",
    );
  });
});
