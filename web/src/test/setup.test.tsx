import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/components/ui/toast";
import { renderWithProviders } from "./render";

// A worker's test files share their modules (docs/decisions/089-gate-time-2.md), sonner's toast store with
// them: what one test showed must not be in the next test's page (web/src/test/setup.ts dismisses it).
describe("the component test setup", () => {
  it("a test's toast shows in its page", async () => {
    renderWithProviders(<p>First page</p>);
    toast.success("A toast of the first test");
    expect(await screen.findByText("A toast of the first test")).toBeInTheDocument();
  });

  it("the next test's page starts without it", async () => {
    renderWithProviders(<p>Second page</p>);
    toast.info("A toast of the second test");
    expect(await screen.findByText("A toast of the second test")).toBeInTheDocument();
    expect(screen.queryByText("A toast of the first test")).not.toBeInTheDocument();
  });
});
