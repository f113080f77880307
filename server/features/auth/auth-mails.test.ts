import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

describe("account mails use the shared layout", () => {
  it("verification, existing-account and reset mails: escaped names, absolute links in text and HTML", async () => {
    const email = "layout@example.test";
    const signUp = (name: string) => ctx.request("/api/auth/sign-up/email", { json: { email, password: "correct-horse-battery-1", name } });
    expect((await signUp("Ada <b>Lovelace</b>")).status).toBe(200);
    const [verify] = await mailsTo(email);
    expect(verify!.subject).toBe("Verify your e-mail for AppSec Community");
    expect(verify!.html).toContain("Welcome to AppSec Community, Ada &lt;b&gt;Lovelace&lt;/b&gt;!");
    expect(verify!.html).not.toContain("<b>Lovelace");
    expect(verify!.text).toMatch(new RegExp(`Verify your e-mail address: ${BASE_URL}/api/auth/verify-email\\?token=\\S+`));

    // Signing up again with the same address tells the owner, with absolute links and no other data.
    expect((await signUp("Someone Else")).status).toBe(200);
    const existing = (await mailsTo(email)).find((m) => m.subject === "You already have an AppSec Community account")!;
    expect(existing.text).toContain(`Sign in: ${BASE_URL}/login`);
    expect(existing.text).toContain(`${BASE_URL}/forgot-password`);
    expect(existing.html).toContain(`href="${BASE_URL}/login"`);

    const reset = await ctx.request("/api/auth/request-password-reset", { json: { email, redirectTo: `${BASE_URL}/reset-password` } });
    expect(reset.status).toBe(200);
    const resetMail = (await mailsTo(email)).find((m) => m.subject === "Reset your AppSec Community password")!;
    expect(resetMail.text).toMatch(new RegExp(`Choose a new password: ${BASE_URL}/api/auth/reset-password/\\S+`));
    expect(resetMail.html).toContain(`${BASE_URL}/api/auth/reset-password/`);
  });
});
