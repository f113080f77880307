import { expect, type Page } from "@playwright/test";
import { DEMO, signInAs, test } from "./fixtures";

/** Converted forms (docs/decisions/043) show each field's message on the field, at both widths. */
async function shotAt(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/forms/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the admin's event form marks each invalid field", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/events/edit/new");
  await page.getByLabel("Title *").fill("Forms check");
  await page.getByLabel("End time *").fill("17:00");
  await page.getByRole("button", { name: "Create Event" }).click();
  const description = page.getByLabel("Description *");
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(description).toHaveAccessibleDescription("Please fill in all required fields");
  await expect(page.getByLabel("Date *")).toHaveAccessibleDescription("Choose the event's date (YYYY-MM-DD)");
  await expect(page.getByLabel("Title *")).not.toHaveAttribute("aria-invalid", "true");
  await shotAt(page, "event-form-errors");
});

test("the save-search dialog shows the name's message on the field", async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
  await shotAt(page, "save-search-errors");
});
