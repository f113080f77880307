/**
 * The matching queue is the team's one list of mentee applications (docs/decisions/040-session-feedback.md):
 * it carries everything the applicant wrote, the resume link included, so no second list is needed.
 */
import { describe, expect, it } from "vitest";
import { applicationQueueDtoSchema } from "@common/matching.schema";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

describe("the application queue", () => {
  it("shows the contact details, additional information and a resume link only admins can open", async () => {
    const u = await signedIn(ctx);
    const f = new FormData();
    for (const [k, v] of Object.entries({
      fullName: "Ada Learner",
      email: "ada@example.test",
      phoneNumber: "+49 30 1234567",
      currentRole: "Developer",
      yearsExperience: "1-3",
      areaOfInterest: "application-security",
      preferredContactMethod: "phone",
      additionalInfo: "Evenings only.",
      goals: "Become an AppSec engineer within a year.",
    }))
      f.append(k, v);
    f.append("resume", new File([new Blob([Buffer.from("%PDF-1.4 test")], { type: "application/pdf" })], "cv.pdf"));
    expect((await u.request("/api/mentorship/applications", { method: "POST", body: f })).status).toBe(201);

    const admin = await signedIn(ctx, "admin");
    const queue = applicationQueueDtoSchema.parse(await (await admin.request("/api/admin/matching/applications")).json());
    const [a] = queue.applications;
    expect(a).toMatchObject({ phoneNumber: "+49 30 1234567", preferredContactMethod: "phone", additionalInfo: "Evenings only." });
    expect(a!.resumeUrl).toMatch(/^\/api\/files\/.+\/download$/);
    expect((await admin.request(a!.resumeUrl!)).status).toBe(200);
    expect((await u.request(a!.resumeUrl!)).status).toBe(200); // the applicant's own file
    expect((await (await signedIn(ctx)).request(a!.resumeUrl!)).status).toBe(403);
  });
});
