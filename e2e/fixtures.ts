import { test as base, expect, type Page } from "@playwright/test";

/**
 * Resolves once the app has taken over the page (html[data-hydrated], web/src/main.tsx). Public pages
 * come server-rendered: visible before their script runs, but not usable until it has.
 */
export const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** Every full page load (goto, reload) of `page` waits until the app has hydrated its page. */
export function waitForHydration(page: Page) {
  const after = async <T extends Awaited<ReturnType<Page["goto"]>>>(res: T) => {
    // Only the app's pages (not the dev outbox, a feed or a file).
    if (await page.evaluate(() => document.getElementById("root") !== null).catch(() => false)) await hydrated(page);
    return res;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => after(await goto(...args));
  page.reload = async (...args) => after(await reload(...args));
}

/** A client address of its own for each test (and retry), in 10.0.0.0/8. */
function clientAddress(key: string) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255 || 1}`;
}

/**
 * Playwright's test, with pages that wait for hydration after each full load (`awaitHydration: false`
 * for pages that never hydrate), and each test's browser a client of its own (X-Forwarded-For, which
 * the e2e server trusts): the suite's ~60 sign-ins do not share one client's rate limit.
 */
export const test = base.extend<{ awaitHydration: boolean }>({
  awaitHydration: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress(`${testInfo.testId} ${testInfo.retry}`) });
  },
  page: async ({ page, awaitHydration }, provide) => {
    if (awaitHydration) waitForHydration(page);
    await provide(page);
  },
});

export const DEMO_PASSWORD = "Demo-password-1";

/** The demo sign-ins seeded into every fresh e2e database (see server/cli/seed.ts). */
export const DEMO = {
  admin: "admin@appsec.community",
  mentor: "mentor@appsec.community",
  recruiter: "recruiter@appsec.community",
  contractor: "contractor@appsec.community",
  supporter: "supporter@appsec.community",
  member: "member@appsec.community",
} as const;

/** Signs in through the real login page and waits until the header shows the account menu. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" }).first()).toBeVisible();
}

/** Log out through the account menu (global sign-out, reload at /). */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Account", exact: true }).first()).toBeVisible();
  // Sign-out reloads `/`, which now comes server-rendered: wait until it is the app's.
  await hydrated(page);
}

/** Saves a full-page screenshot under e2e/screenshots/ (look at them). */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/** Newest dev-outbox mails (optionally for one address). */
export async function outbox(page: Page, to?: string) {
  const res = await page.request.get(`/api/dev/mail${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  return (
    (await res.json()) as { mails: { to: string; subject: string; text: string; attachments: { filename: string; url: string }[] }[] }
  ).mails;
}

/**
 * The path (with its token) of the signed manage link (docs/decisions/085) in the newest mail to `to` whose
 * subject contains `subject` and whose text contains `topic`.
 */
export async function manageLinkIn(page: Page, to: string, subject: string, topic: string) {
  const mail = (await outbox(page, to)).find((m) => m.subject.includes(subject) && m.text.includes(topic));
  expect(mail, `no "${subject}" mail to ${to}`).toBeTruthy();
  const url = mail!.text.match(/https?:\/\/\S+\/sessions\/[0-9a-f-]+\/manage\?token=\S+/)?.[0];
  expect(url, "the mail carries the manage link").toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

/** The smallest element that holds both a heading and a control (a card and its action). */
export function cardWith(page: Page, heading: string | RegExp, control: { role: "button" | "link"; name: string | RegExp }) {
  return page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: heading }) })
    .filter({ has: page.getByRole(control.role, { name: control.name }) })
    .last()
    .getByRole(control.role, { name: control.name });
}

/**
 * Chooses a day in a mentor's booking calendar by weekday: the `skip`-th bookable one from today (0 = the
 * first), going on to later months as needed. Specs that book the demo mentor each take their own weekday,
 * so that none lands on a day another spec has changed or booked, whatever the date the suite runs on
 * (an index into the grid fell on a Saturday, which the availability spec leaves with 7 PM only).
 */
export async function pickBookingDay(page: Page, weekday: string, skip = 1) {
  const enabled = page.locator("[role=grid] button:not([disabled])");
  await expect(enabled.first()).toBeVisible();
  const seen = new Set<string>();
  let left = skip;
  for (let shown = 0; shown < 4; shown++) {
    const labels = await enabled.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    for (const label of labels) {
      if (seen.has(label) || !label.startsWith(`${weekday},`)) continue;
      seen.add(label);
      if (left-- === 0) {
        await page.getByRole("button", { name: label, exact: true }).click();
        return label;
      }
    }
    const next = page.getByRole("button", { name: /Go to the Next Month/i });
    if (!(await next.isEnabled())) break;
    const month = await page.getByRole("grid").first().getAttribute("aria-label");
    await next.click();
    await expect(page.getByRole("grid").first()).not.toHaveAttribute("aria-label", month ?? "");
  }
  throw new Error(`no bookable ${weekday} in the mentor's booking window`);
}
