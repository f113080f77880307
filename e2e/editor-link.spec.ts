import { expect } from "@playwright/test";
import { DEMO, shot, signInAs, test } from "./fixtures";

test("the editor's Link button opens a dialog: a bad address is said on the field, a good one links the selection", async ({ page }) => {
  await signInAs(page, DEMO.member, undefined, "/blog/submit");
  const editor = page.getByRole("textbox", { name: "Article content" });
  await editor.click();
  await page.keyboard.type("Read the OWASP cheat sheets.");
  await page.keyboard.press("ControlOrMeta+a");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await expect(dialog).toBeVisible();
  const address = dialog.getByLabel("Link address");
  await expect(address).toBeFocused();
  await address.fill("owasp.org");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText("Enter a link that starts with https://, http:// or mailto:")).toBeVisible();
  await shot(page, "editor-link-dialog-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "editor-link-dialog-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await address.fill("https://cheatsheetseries.owasp.org/");
  await address.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole("link", { name: "Read the OWASP cheat sheets." })).toHaveAttribute(
    "href",
    "https://cheatsheetseries.owasp.org/",
  );
  // Still on the form: the dialog's Enter did not submit the article.
  await expect(page).toHaveURL(/\/blog\/submit$/);
});
