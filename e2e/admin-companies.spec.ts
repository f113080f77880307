import { expect, request as apiRequest } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, outbox, shot, signInAs, test } from "./fixtures";

/**
 * The admins' companies screen (docs/decisions/078): an admin finds a company by searching, approves a
 * recruiter's pending request to join it, edits its website with a reason, and deletes another company
 * with a reason (the staff log has both). Screenshots at 1280 px and 375 px.
 */

async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD, client = "10.9.6.1") {
  const ctx = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": client } });
  expect((await ctx.post("/api/auth/sign-in/email", { data: { email, password } })).status()).toBe(200);
  return ctx;
}

/** A new member made a recruiter by an admin (the staff flow); returns their sign-in. */
async function newRecruiter(baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${Date.now()}@example.test`;
  const password = "Recruit-me-pass-42";
  const anon = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": "10.9.6.2" } });
  const signUp = await anon.post("/api/auth/sign-up/email", { data: { name, email, password } });
  expect(signUp.status()).toBe(200);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  await anon.dispose();
  const admin = await apiAs(baseURL, DEMO.admin, DEMO_PASSWORD, "10.9.6.3");
  expect(
    (await admin.put(`/api/admin/users/${userId}/role`, { data: { role: "recruiter", reason: "Recruits for a partner" } })).status(),
  ).toBe(200);
  await admin.dispose();
  return { email, password, name };
}

test("an admin finds a company by search, approves a pending join, edits the website and deletes another company with a reason", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const kept = { name: `Kestrel Security ${stamp}`, slug: `kestrel-security-${stamp}`, website: "https://kestrel.example.com" };
  const gone = { name: `Bogus Holdings ${stamp}`, slug: `bogus-holdings-${stamp}`, website: null };

  // The demo recruiter owns both companies; a second recruiter asks to join the first.
  const owner = await apiAs(baseURL!, DEMO.recruiter);
  for (const c of [kept, gone]) expect((await owner.post("/api/companies", { data: { ...c, description: "" } })).status()).toBe(201);
  await owner.dispose();
  const asker = await newRecruiter(baseURL!, `Rowan Recruiter ${stamp % 100000}`);
  const askerApi = await apiAs(baseURL!, asker.email, asker.password, "10.9.6.4");
  expect((await askerApi.post(`/api/companies/${kept.slug}/join`)).status()).toBe(201);
  await askerApi.dispose();

  // From the admin navigation to the screen.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Companies" }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole("heading", { name: "Companies", level: 1 })).toBeVisible();

  // Found by a part of its name (the server filters).
  await page.getByRole("searchbox", { name: "Search companies" }).fill(`kestrel security ${stamp}`);
  const list = page.getByRole("list", { name: "Companies" });
  const row = list.getByRole("listitem", { name: kept.name });
  await expect(row).toBeVisible();
  await expect(list.getByRole("listitem", { name: gone.name })).toHaveCount(0);
  await expect(row).toContainText(`/companies/${kept.slug}`);
  await expect(row).toContainText("1 approved recruiter · 0 open jobs · 1 pending request");
  await shot(page, "admin-companies-1280");

  // The pending request, approved: the asker is mailed, the counts move.
  await row.getByRole("button", { name: `Approve ${asker.name} for ${kept.name}` }).click();
  await expect(page.getByText(`${asker.name} may now post jobs as ${kept.name}`)).toBeVisible();
  await expect(row).toContainText("2 approved recruiters · 0 open jobs · 0 pending requests");
  expect((await outbox(page, asker.email)).some((m) => m.subject === `You can now post jobs as ${kept.name}`)).toBe(true);

  // The website, edited with a reason.
  await row.getByRole("button", { name: `Edit ${kept.name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${kept.name}` });
  await edit.getByLabel("Website (optional)").fill("https://kestrel-security.example.org");
  await edit.getByLabel(/Reason/).fill("The company moved to a new domain");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Company updated")).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(row.getByRole("link", { name: "https://kestrel-security.example.org" })).toBeVisible();

  // The other company, deleted with a reason (the dialog refuses without one).
  await page.getByRole("searchbox", { name: "Search companies" }).fill(`bogus holdings ${stamp}`);
  const goneRow = list.getByRole("listitem", { name: gone.name });
  await goneRow.getByRole("button", { name: `Delete ${gone.name}` }).click();
  const del = page.getByRole("dialog", { name: `Delete "${gone.name}"?` });
  await del.getByRole("button", { name: "Delete company" }).click();
  await expect(del.getByText("Give a reason")).toBeVisible();
  await del.getByLabel(/Reason/).fill("Not a real company");
  await del.getByRole("button", { name: "Delete company" }).click();
  await expect(page.getByText("Company deleted")).toBeVisible();
  await expect(page.getByText("No company matches.")).toBeVisible();
  expect((await page.request.get(`/api/companies/${gone.slug}`)).status()).toBe(404);

  // Both in the staff log, with their reasons.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff Log" }).click();
  const log = page.getByRole("list", { name: "Staff actions" });
  await expect(log.getByRole("listitem").filter({ hasText: "Company deleted" }).filter({ hasText: gone.name })).toContainText(
    "Not a real company",
  );
  await expect(log.getByRole("listitem").filter({ hasText: "Company edited" }).filter({ hasText: kept.name })).toContainText(
    "The company moved to a new domain",
  );

  // A phone: the rows stack, nothing runs off the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/companies");
  await page.getByRole("searchbox", { name: "Search companies" }).fill(`kestrel security ${stamp}`);
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "admin-companies-375");
  await row.getByRole("button", { name: `Edit ${kept.name}` }).click();
  await expect(page.getByRole("dialog", { name: `Edit ${kept.name}` })).toBeVisible();
  await shot(page, "admin-companies-edit-375");
});
