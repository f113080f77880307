import { expect, request as apiRequest } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

// docs/decisions/079-applicant-pipeline.md: apply, move to interview, reject with the edited template; the member
// sees each status on /profile.

test("a member applies; the recruiter moves them to interview, then rejects them with the template; the member sees each status", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `E2E Pipeline Engineer ${Date.now()}`;
  // The recruiter posts a job and an admin approves it (through the API: the journey is about applicants).
  const api = async (email: string) => {
    const ctx = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL!, "X-Forwarded-For": `10.8.8.${email.length}` },
    });
    expect((await ctx.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
    return ctx;
  };
  const recruiterApi = await api(DEMO.recruiter);
  const created = await recruiterApi.post("/api/jobs", {
    data: {
      title,
      company: "Pipeline Corp",
      location: "Remote",
      jobBoardUrl: "https://e2e.example.com/pipeline",
      description: "Run the application security programme end to end.",
      skills: ["OWASP"],
    },
  });
  expect(created.status()).toBe(201);
  const jobId = ((await created.json()) as { job: { id: string } }).job.id;
  const adminApi = await api(DEMO.admin);
  expect((await adminApi.post(`/api/admin/jobs/${jobId}/approve`, { data: {} })).status()).toBe(200);
  await Promise.all([recruiterApi.dispose(), adminApi.dispose()]);

  // The member applies with a note.
  await signInAs(page, DEMO.member);
  await page.goto(`/jobs/${jobId}`);
  await page.getByLabel("Note to the recruiter (optional)").fill("I ran threat modeling for two product teams.");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Application sent")).toBeVisible();
  await expect(page.getByText("You applied for this job.")).toBeVisible();
  const myStatus = () =>
    page
      .getByRole("heading", { name: "My applications" })
      .locator("xpath=ancestor::*[@id='my-applications'][1]")
      .getByRole("listitem")
      .filter({ hasText: title });
  await page.goto("/profile");
  await expect(myStatus().getByLabel("Status: New")).toBeVisible();

  // The recruiter, in a browser of their own, moves the member to interview.
  const rctx = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.7.7.7" } });
  const rpage = await rctx.newPage();
  waitForHydration(rpage);
  await signInAs(rpage, DEMO.recruiter);
  await rpage.goto(`/recruiter/job/${jobId}`);
  await expect(rpage.getByRole("heading", { name: "Milo Member" })).toBeVisible();
  await expect(rpage.getByText("I ran threat modeling for two product teams.")).toBeVisible();
  await rpage.getByLabel("Stage for Milo Member").selectOption("interview");
  await rpage.getByRole("button", { name: "Move Milo Member" }).click();
  await expect(rpage.getByText("Moved to Interview")).toBeVisible();
  await expect(rpage.getByRole("button", { name: "Interview (1)" })).toBeVisible();
  await shot(rpage, "applicant-pipeline-1280");

  await page.reload();
  await expect(myStatus().getByLabel("Status: Interview")).toBeVisible();

  // Then rejects them with the template, edited.
  await rpage.getByRole("button", { name: "Reject Milo Member" }).click();
  const message = rpage.getByRole("textbox", { name: "Rejection mail" });
  await expect(message).toHaveValue(new RegExp(`^Hi Milo Member,[\\s\\S]*${title} position`));
  await message.fill(`Hi Milo Member,\n\nThank you for applying for ${title}. We chose another candidate this time.`);
  await rpage.getByRole("button", { name: "Send rejection" }).click();
  await expect(rpage.getByRole("button", { name: "Rejected (1)" })).toBeVisible();
  await rpage.setViewportSize({ width: 375, height: 800 });
  await shot(rpage, "applicant-pipeline-375");
  await rctx.close();

  await page.reload();
  await expect(myStatus().getByLabel("Status: Not selected")).toBeVisible();
  await expect(page.getByText("We chose another candidate")).toHaveCount(0);
  await shot(page, "my-applications-1280");
  const mails = await outbox(page, DEMO.member);
  expect(mails.map((m) => m.subject)).toEqual(
    expect.arrayContaining([`Interview: ${title} at Pipeline Corp`, `Your application: ${title} at Pipeline Corp`]),
  );
  expect(mails.find((m) => m.subject === `Your application: ${title} at Pipeline Corp`)?.text).toContain(
    "We chose another candidate this time.",
  );
});
