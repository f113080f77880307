import { expect } from "@playwright/test";
import { DEMO, shot, signInAs, signOut, test } from "./fixtures";

// docs/decisions/083: a rejected offering is corrected and resubmitted as the same review item.
test("the admin rejects an offering with a reason; the owner sees it, corrects and resubmits; the admin sees what changed and approves", async ({
  page,
}) => {
  const title = `Threat modeling clinic ${Date.now()}`;
  const fixed = `${title}, priced`;
  await signInAs(page, DEMO.member, undefined, "/offerings/submit");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Bring a design; leave with a threat model and a list of mitigations.");
  await page.getByLabel("Category").click();
  await page.getByRole("option", { name: "Consulting" }).click();
  await page.getByRole("button", { name: "Submit Offering" }).click();
  await expect(page).toHaveURL(/\/offerings$/);
  await signOut(page);

  await signInAs(page, DEMO.admin, undefined, "/admin/offerings");
  await page.getByRole("button", { name: `Reject ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Say what it costs, please.");
  await shot(page, "offerings-resubmit-reject-dialog-1280");
  await dialog.getByRole("button", { name: "Reject offering" }).click();
  await expect(page.getByText("Offering rejected")).toBeVisible();
  await signOut(page);

  await signInAs(page, DEMO.member, undefined, "/offerings");
  await expect(page.getByText("Say what it costs, please.")).toBeVisible();
  await page.getByRole("link", { name: `Edit and resubmit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Correct and resubmit your offering" })).toBeVisible();
  await expect(page.getByText("Say what it costs, please.").first()).toBeVisible();
  await page.getByLabel("Title").fill(fixed);
  await page.getByLabel("Price (optional)").fill("$300 a session");
  await shot(page, "offerings-resubmit-edit-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "offerings-resubmit-edit-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Resubmit for review" }).click();
  await expect(page.getByText("Your offering was resubmitted for review")).toBeVisible();
  await expect(page).toHaveURL(/\/offerings$/);
  await signOut(page);

  await signInAs(page, DEMO.admin, undefined, "/admin/offerings");
  const changes = page.getByRole("table", { name: `Changes since the last review of ${fixed}` });
  await expect(changes.getByRole("row", { name: /Title/ })).toContainText(fixed);
  await expect(changes.getByRole("row", { name: /Price/ })).toContainText("$300 a session");
  await expect(page.getByRole("list", { name: `Earlier reviews of ${fixed}` })).toContainText("Say what it costs, please.");
  await shot(page, "offerings-resubmit-admin-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "offerings-resubmit-admin-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: `Approve ${fixed}` }).click();
  await expect(page.getByText("Offering approved")).toBeVisible();
  await expect(page.getByRole("button", { name: `Approve ${fixed}` })).toHaveCount(0);
  await page.goto("/offerings");
  await expect(page.getByRole("heading", { name: fixed })).toBeVisible();
});
