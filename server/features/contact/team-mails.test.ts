import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { BASE_URL, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

describe("team mails from the contact form and sponsor inquiries", () => {
  it("a contact message reaches the team with Reply-To the sender, escaped HTML and an absolute inbox link", async () => {
    const ok = await ctx.request("/api/contact", {
      json: {
        name: "Ann <b>",
        email: "ann@example.test",
        subject: "Hello there",
        message: "I would like to help <script>alert(1)</script>.",
      },
    });
    expect(ok.status).toBe(201);
    const [mail] = await ctx.deps.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ to: ctx.deps.config.teamEmail, replyTo: "ann@example.test", subject: "[Contact] Hello there" });
    expect(mail!.html).toContain(`${BASE_URL}/admin/inbox`);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
    expect(mail!.text).toContain("I would like to help <script>alert(1)</script>.");
  });

  it("a sponsor inquiry reaches the team with Reply-To the sender", async () => {
    const ok = await ctx.request("/api/sponsors/inquiries", {
      json: {
        firstName: "Sam",
        lastName: "Sponsor",
        companyName: "SecureCo",
        email: "sam@secure.example",
        phone: "+1 555 0100",
        tier: "gold",
        comments: "Call me.",
      },
    });
    expect(ok.status).toBe(201);
    const [mail] = await ctx.deps.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ replyTo: "sam@secure.example", subject: "Sponsorship interest: SecureCo (gold)" });
    expect(mail!.text).toContain("Call me.");
    expect(mail!.html).toContain(`${BASE_URL}/admin/inbox`);
  });
});
