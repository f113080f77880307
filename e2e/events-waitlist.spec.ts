import { expect, type Browser, type Page } from "@playwright/test";
import { cardWith, DEMO, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

/** A page signed in as `email` in its own browser context (each member keeps their session). */
async function asMember(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  waitForHydration(page);
  await signInAs(page, email);
  return page;
}

const inTenDays = () => {
  const d = new Date(Date.now() + 10 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

test("a member fills the last seat, another joins the waitlist, the first cancels, the second is registered and mailed", async ({
  browser,
  baseURL,
}) => {
  const title = `Waitlist workshop ${Date.now()}`;

  // An admin creates a one-seat event.
  const admin = await asMember(browser, baseURL, DEMO.admin);
  await admin.goto("/admin/events/edit/new");
  await admin.getByLabel("Title *").fill(title);
  await admin.getByLabel("Description *").fill("Hands-on threat modeling in small groups.");
  await admin.getByLabel("Date *").fill(inTenDays());
  await admin.getByLabel("Start time *").fill("18:00");
  await admin.getByLabel("End time *").fill("20:00");
  await admin.getByLabel("Time zone *").selectOption("America/New_York");
  await admin.getByLabel("Location (a place, or Online) *").fill("Berlin");
  await admin.getByLabel("Max attendees (empty = unlimited)").fill("1");
  await admin.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.getByText("Event created successfully")).toBeVisible();
  await admin.context().close();

  // The member takes the only seat and gets the confirmation with the .ics.
  const member = await asMember(browser, baseURL, DEMO.member);
  await member.goto("/events");
  await cardWith(member, title, { role: "button", name: "Register" }).click();
  await expect(member.getByText("You've successfully registered for this event!")).toBeVisible();
  await expect
    .poll(async () =>
      (await outbox(member, DEMO.member)).find((m) => m.subject === `You are registered for ${title}`)?.attachments.map((a) => a.filename),
    )
    .toEqual(["event.ics", "check-in-code.png"]);

  // The event is full for the supporter: they join the waitlist and see their place.
  const waiting = await asMember(browser, baseURL, DEMO.supporter);
  await waiting.goto("/events");
  await expect(cardWith(waiting, title, { role: "button", name: "Join waitlist" })).toBeVisible();
  const fullCard = waiting
    .locator("div")
    .filter({ has: waiting.getByRole("heading", { name: title }) })
    .filter({ has: waiting.getByRole("button", { name: "Join waitlist" }) })
    .last();
  await fullCard.screenshot({ path: "e2e/screenshots/events-full-card-1280.png" });
  await waiting.setViewportSize({ width: 375, height: 800 });
  expect(await waiting.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await fullCard.screenshot({ path: "e2e/screenshots/events-full-card-375.png" });
  await waiting.setViewportSize({ width: 1280, height: 800 });
  await cardWith(waiting, title, { role: "button", name: "Join waitlist" }).click();
  await expect(waiting.getByText("You joined the waitlist: you are #1")).toBeVisible();
  await expect(waiting.getByText("You are #1 on the waitlist. We'll e-mail you if a seat opens up.")).toBeVisible();
  await expect(cardWith(waiting, title, { role: "button", name: "Leave waitlist" })).toBeVisible();
  const card = waiting
    .locator("div")
    .filter({ has: waiting.getByRole("heading", { name: title }) })
    .filter({ has: waiting.getByRole("button", { name: "Leave waitlist" }) })
    .last();
  await card.scrollIntoViewIfNeeded();
  await shot(waiting, "events-waitlist-1280");
  await card.screenshot({ path: "e2e/screenshots/events-waitlist-card-1280.png" });
  await waiting.setViewportSize({ width: 375, height: 800 });
  await expect(waiting.getByText("You are #1 on the waitlist. We'll e-mail you if a seat opens up.")).toBeVisible();
  expect(await waiting.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.screenshot({ path: "e2e/screenshots/events-waitlist-card-375.png" });
  await shot(waiting, "events-waitlist-375");
  await waiting.setViewportSize({ width: 1280, height: 800 });

  // The member cancels: the seat goes to the supporter in the same step.
  await member.reload();
  await cardWith(member, title, { role: "button", name: "Cancel Registration" }).click();
  await expect(member.getByText("You've unregistered from this event")).toBeVisible();
  await expect(cardWith(member, title, { role: "button", name: "Join waitlist" })).toBeVisible();

  await waiting.reload();
  await expect(cardWith(waiting, title, { role: "button", name: "Cancel Registration" })).toBeVisible();
  await expect(waiting.getByText(/on the waitlist/)).toHaveCount(0);
  const mail = (await outbox(waiting, DEMO.supporter)).find((m) => m.subject === `A seat opened up: you are registered for ${title}`);
  expect(mail?.attachments.map((a) => a.filename)).toEqual(["event.ics", "check-in-code.png"]);
  expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/events/);

  // The mail is readable in the dev outbox.
  await waiting.goto(`/dev/mail?to=${encodeURIComponent(DEMO.supporter)}`);
  await expect(waiting.getByRole("heading", { name: `A seat opened up: you are registered for ${title}` })).toBeVisible();
  await expect(waiting.getByText("attachments: event.ics").first()).toBeVisible();
  await shot(waiting, "events-waitlist-mail-1280");
  await member.context().close();
  await waiting.context().close();
});
