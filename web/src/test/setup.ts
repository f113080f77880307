import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { server } from "./msw";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

// console.error in a component test fails it (STYLE: tests).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-wide store and hands them to every Toaster that mounts: a test's
  // toasts would show again in the next test's (or, as a worker's files share modules, the next file's) page.
  toast.dismiss();
  server.resetHandlers();
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
});
