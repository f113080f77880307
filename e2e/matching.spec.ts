import { expect, type Page } from "@playwright/test";
import { cardWith, DEMO, outbox, pickBookingDay, signInAs, signOut, test } from "./fixtures";

/**
 * Mentee matching (docs/decisions/033-mentorship-matching.md): a member applies, the team sees ranked
 * suggestions with their reasons and matches, both sides are introduced (dev outbox), the mentee books
 * through the link on their status card, the mentor approves, the session completes (the dev trigger of
 * the scheduled task, decision 040), both sides rate it through their mail's one-click link and add a note,
 * the team sees the mentor's average, the mentee's testimonial shows on the mentor's page, and the
 * dashboard figures move.
 */

const GOALS = "E2E matching: learn threat modeling and secure code review for our web apps.";
const TESTIMONIAL = "E2E feedback: clear, practical advice on threat modeling.";

async function figure(page: Page, label: string) {
  const box = page
    .locator("div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
  return (await box.locator("dd").textContent())?.trim();
}

/** The link of one rating in a feedback mail's text ("5 – excellent: https://…"). */
function ratingLink(text: string | undefined, rating: number) {
  const m = new RegExp(`^${rating} – [^:]+: (\\S+)$`, "m").exec(text ?? "");
  expect(m, `rating ${rating} link in the mail`).toBeTruthy();
  const url = new URL(m![1]!);
  return `${url.pathname}${url.search}`;
}

async function both(page: Page, name: string, target: () => ReturnType<Page["locator"]>) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await target().screenshot({ path: `e2e/screenshots/${name}-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await target().screenshot({ path: `e2e/screenshots/${name}-375.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("apply → suggestions with reasons → match → introductions → book through the link → complete → feedback → figures move", async ({
  page,
  baseURL,
}) => {
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
  await pickBookingDay(page, "Tuesday");
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
  const mine = (await (await page.request.get("/api/appointments")).json()) as { asMentee: { id: string; topic: string }[] };
  const session = mine.asMentee.find((a) => a.topic === "First matched session");
  expect(session).toBeTruthy();
  const mentorId = /\/mentorship\/book\/([^\s/?]+)/.exec(toMentee!.text)![1]!;
  await signOut(page);

  // The mentor approves; the session's hour passes (the scheduled task, run by the dev trigger for this session).
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile");
  await cardWith(page, "First matched session", { role: "button", name: "Approve" }).click();
  await expect(page.getByText("Appointment approved successfully")).toBeVisible();
  await signOut(page);
  const completed = await page.request.post("/api/dev/mentorship/complete-sessions", {
    headers: { origin: baseURL! },
    data: { at: new Date(Date.now() + 90 * 86_400_000).toISOString(), appointmentId: session!.id },
  });
  expect(await completed.json()).toEqual({ completed: 1 });

  // Both are asked once; each rates with one click (signed out: the link is the credential) and adds a note.
  const menteeMails = (await outbox(page, DEMO.member)).filter((m) => m.subject === "How was your session with Maya Mentor?");
  expect(menteeMails).toHaveLength(1);
  await page.goto(ratingLink(menteeMails[0]!.text, 5));
  await expect(page.getByText("Your rating of 5 of 5 is recorded. You can change it and add a note.")).toBeVisible();
  await page.getByLabel("A note (optional)").fill(TESTIMONIAL);
  await page.getByRole("checkbox", { name: /Show my note on my mentor's page/ }).check();
  await page.getByRole("button", { name: "Save feedback" }).click();
  await expect(page.getByText("Your feedback is saved. Thank you!")).toBeVisible();
  await both(page, "matching-feedback", () => page.locator("main"));

  const mentorMails = (await outbox(page, DEMO.mentor)).filter((m) => m.subject.startsWith("How was your session with"));
  expect(mentorMails).toHaveLength(1);
  await page.goto(ratingLink(mentorMails[0]!.text, 4));
  await expect(page.getByText("Your rating of 4 of 5 is recorded. You can change it and add a note.")).toBeVisible();
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await page.getByLabel("A note (optional)").fill("Well prepared, good questions about threat modeling.");
  await page.getByRole("button", { name: "Save feedback" }).click();
  await expect(page.getByText("Your feedback is saved. Thank you!")).toBeVisible();

  // The mentee's note shows on the mentor's public page, with their first name only.
  await page.goto(`/mentors/${mentorId}`);
  await expect(page.getByRole("heading", { name: "What mentees say" })).toBeVisible();
  await expect(page.locator("figure").filter({ hasText: TESTIMONIAL })).toBeVisible();
  await both(page, "matching-testimonials", () =>
    page
      .locator("div")
      .filter({ has: page.getByRole("heading", { name: "What mentees say" }) })
      .filter({ has: page.locator("figure") })
      .last(),
  );
  await expect(page.locator("main")).not.toContainText(DEMO.member);

  // The team sees the mentor's average and both notes, in the one admin list's page.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/mentor-applications");
  const feedback = () => page.getByRole("region", { name: "Feedback after sessions" });
  // The card of that mentor: the smallest block holding both its heading and its notes.
  const maya = feedback()
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "Maya Mentor" }) })
    .filter({ has: page.getByRole("list", { name: "Notes about sessions with Maya Mentor" }) })
    .last();
  await expect(maya.getByLabel(/^Average 5 from 1 mentee rating/)).toBeVisible();
  await expect(maya.getByText(TESTIMONIAL)).toBeVisible();
  await expect(maya.getByText("Well prepared, good questions about threat modeling.")).toBeVisible();
  await both(page, "matching-feedback-admin", feedback);

  // The figures moved.
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
