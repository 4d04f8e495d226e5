import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// A test that logs an unexpected console.error fails.
let errorSpy: MockInstance<typeof console.error>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
