import { expect, type Page } from "@playwright/test";
import { DEMO, outbox, signInAs, signOut, test } from "./fixtures";

/**
 * Mentee matching (docs/decisions/033-mentorship-matching.md): a member applies, the team sees ranked
 * suggestions with their reasons and matches, both sides are introduced (dev outbox), the mentee books
 * through the link on their status card, and the dashboard figures move.
 */

const GOALS = "E2E matching: learn threat modeling and secure code review for our web apps.";

async function figure(page: Page, label: string) {
  const box = page
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
  return (await box.locator("dd").textContent())?.trim();
}

async function both(page: Page, name: string, target: () => ReturnType<Page["locator"]>) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await target().screenshot({ path: `e2e/screenshots/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await target().screenshot({ path: `e2e/screenshots/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("apply → suggestions with reasons → match → introductions → book through the link → figures move", async ({ page }) => {
  // The dashboard before.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Mentorship matching" })).toBeVisible();
  await expect.poll(() => figure(page, "Connected")).not.toBe("…");
  const connectedBefore = Number(await figure(page, "Connected"));
  await signOut(page);

  // The member applies.
  await signInAs(page, DEMO.member);
  await page.goto("/mentorship/apply");
  await page.getByLabel("Current role").fill("Backend developer");
  await page.getByLabel("Years of experience").click();
  await page.getByRole("option", { name: "1-3 years" }).click();
  await page.getByLabel("Area of interest").click();
  await page.getByRole("option", { name: "Application Security" }).click();
  await page.getByLabel("Your goals").fill(GOALS);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Our team will contact you within 3-5 business days.")).toBeVisible();
  await page.goto("/profile");
  const card = () => page.getByRole("region", { name: "My mentorship application" });
  await expect(card().getByText(/The team is choosing a mentor for you/)).toBeVisible();
  await signOut(page);

  // The team: suggestions with reasons, then the match.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/mentor-applications");
  const application = page
    .locator("div")
    .filter({ hasText: GOALS })
    .filter({ has: page.getByRole("button", { name: "Suggest mentors" }) })
    .last();
  await application.getByRole("button", { name: "Suggest mentors" }).click();
  const panel = () => page.getByRole("region", { name: /Suggested mentors for/ });
  await expect(
    panel()
      .getByText(/Title or expertise matches: .*threat/)
      .first(),
  ).toBeVisible();
  await expect(
    panel()
      .getByText(/free slots? in the next 14 days/)
      .first(),
  ).toBeVisible();
  await expect(
    panel()
      .getByText(/mentees this month/)
      .first(),
  ).toBeVisible();
  await both(page, "matching-suggestions", panel);
  await panel()
    .getByLabel(/Maya Mentor/)
    .check();
  await panel().getByRole("button", { name: "Match", exact: true }).click();
  await expect(page.getByText(/was matched; both sides were introduced by mail/)).toBeVisible();

  // Both introductions are in the outbox.
  const toMentor = await outbox(page, DEMO.mentor);
  expect(toMentor.find((m) => m.subject.startsWith("Mentorship introduction"))?.text).toContain(GOALS);
  const toMentee = (await outbox(page, DEMO.member)).find((m) => m.subject === "Your mentorship match: Maya Mentor");
  expect(toMentee?.text).toMatch(/\/mentorship\/book\//);
  await signOut(page);

  // The mentee books through the link on their status card.
  await signInAs(page, DEMO.member);
  await page.goto("/profile");
  await expect(card().getByRole("listitem").filter({ hasText: "Matched" })).toHaveAttribute("aria-current", "step");
  await both(page, "matching-status-card", card);
  await card().getByRole("link", { name: "Book a session with Maya Mentor" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await page
    .getByRole("button", { name: /Go to the Next Month/i })
    .click()
    .catch(() => {});
  await page.locator("[role=grid] button:not([disabled])").nth(3).click();
  await page
    .getByRole("group", { name: "Time slots" })
    .getByRole("button", { name: /^2:00 PM/ })
    .click();
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await page.getByLabel("Topic").fill("First matched session");
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  await page.goto("/profile");
  await expect(card().getByRole("listitem").filter({ hasText: "Connected" })).toHaveAttribute("aria-current", "step");
  await signOut(page);

  // The figures moved.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin");
  await expect.poll(() => figure(page, "Connected")).toBe(String(connectedBefore + 1));
  await expect(page.getByRole("cell", { name: "Maya Mentor" })).toBeVisible();
  await both(page, "matching-dashboard", () => page.getByRole("region", { name: "Mentorship matching" }));
});

test("a mentor sets the monthly cap (validated) and stops accepting new mentees", async ({ page }) => {
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile");
  const settings = page.getByRole("region", { name: "Mentee matching" });
  await settings.getByLabel("New mentees a month (at most)").fill("50");
  await settings.getByRole("button", { name: "Save matching settings" }).click();
  await expect(settings.getByRole("alert")).toHaveText("At most 20 a month");
  await settings.getByLabel("New mentees a month (at most)").fill("2");
  await settings.getByRole("switch", { name: "Accepting new mentees" }).click();
  await settings.getByRole("button", { name: "Save matching settings" }).click();
  await expect(page.getByText("Matching settings saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Accepting new mentees" })).toHaveAttribute("aria-checked", "false");
});
