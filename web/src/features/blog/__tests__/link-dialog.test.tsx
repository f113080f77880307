import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ArticleForm } from "../components/article-form";

/** The article form with some text in the editor, all of it selected. */
async function withSelectedText() {
  const submit = vi.fn();
  renderWithProviders(<ArticleForm submitLabel="Submit for Review" onSubmit={submit} />);
  const user = userEvent.setup();
  const editor = screen.getByRole("textbox", { name: "Article content" });
  await user.click(editor);
  await user.keyboard("OWASP cheat sheets");
  await user.keyboard("{Control>}a{/Control}");
  return { user, submit };
}

describe("the editor's link dialog", () => {
  it("says on the field what a link must start with, and links nothing meanwhile", async () => {
    const { user, submit } = await withSelectedText();
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a link" });
    const address = screen.getByLabelText("Link address");
    expect(address).toHaveValue("https://");
    await user.clear(address);
    await user.type(address, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() => expect(address).toHaveAttribute("aria-invalid", "true"));
    expect(address).toHaveAccessibleDescription("Enter a link that starts with https://, http:// or mailto:");
    expect(dialog).toBeInTheDocument();
    expect(document.querySelector(".prose-article a")).toBeNull();
    // The dialog's form is its own: the article form around the editor was not submitted.
    expect(submit).not.toHaveBeenCalled();
  });

  it("links the selection, shows the link when opened again, and removes it", async () => {
    const { user, submit } = await withSelectedText();
    await user.click(screen.getByRole("button", { name: "Link" }));
    const address = await screen.findByLabelText("Link address");
    await user.clear(address);
    await user.type(address, "  https://cheatsheetseries.owasp.org/ {Enter}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const link = document.querySelector(".prose-article a");
    expect(link?.getAttribute("href")).toBe("https://cheatsheetseries.owasp.org/");
    expect(link?.textContent).toBe("OWASP cheat sheets");
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Link" }));
    await screen.findByRole("dialog", { name: "Edit the link" });
    expect(screen.getByLabelText("Link address")).toHaveValue("https://cheatsheetseries.owasp.org/");
    await user.click(screen.getByRole("button", { name: "Remove link" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.querySelector(".prose-article a")).toBeNull();
    expect(document.querySelector(".prose-article")?.textContent).toContain("OWASP cheat sheets");
  });
});
