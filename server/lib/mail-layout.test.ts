import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { setupTestContext } from "../test/setup";
import { absoluteUrl, renderMail } from "./mail-layout";

const ctx = setupTestContext({ env: { DEV_MAIL: "true" } });

describe("mail layout", () => {
  it("escapes every field in the html part, keeps plain text in the text part, links absolutely", () => {
    const m = renderMail("https://appsec.example", {
      subject: "Approved: <script>alert(1)</script>\r\nBcc: x@evil.test",
      paragraphs: ['"<img src=x onerror=alert(1)>" & more', "line one\nline two"],
      action: { label: "Open <b>it</b>", path: "/blog/a?x=1&y=2" },
      footer: "<footer>",
    });
    expect(m.subject).toBe("Approved: <script>alert(1)</script> Bcc: x@evil.test");
    expect(m.html).not.toMatch(/<script>|<img|<b>|<footer>/);
    expect(m.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(m.html).toContain('href="https://appsec.example/blog/a?x=1&amp;y=2"');
    expect(m.html).toContain("line one<br>line two");
    expect(m.text).toContain("Open <b>it</b>: https://appsec.example/blog/a?x=1&y=2");
    expect(m.text).toContain('"<img src=x onerror=alert(1)>" & more');
  });

  it("refuses relative or protocol-relative links", () => {
    expect(() => absoluteUrl("https://a.example", "blog/x")).toThrow();
    expect(() => absoluteUrl("https://a.example", "//evil.example/x")).toThrow();
    expect(() => absoluteUrl("https://a.example", "javascript:alert(1)")).toThrow();
    expect(absoluteUrl("https://a.example/", "/x")).toBe("https://a.example/x");
  });

  it("stores Reply-To and the List-Unsubscribe pair with the outbox row and shows them in the dev outbox", async () => {
    await ctx.deps.mailer.send({
      to: "reader@example.test",
      ...renderMail(ctx.deps.config.baseUrl, { subject: "Newsletter", paragraphs: ["Hello"] }),
      replyTo: "team@example.test",
      listUnsubscribe: "https://appsec.example/api/newsletter/unsubscribe?token=abc",
    });
    const [row] = await ctx.deps.db.select().from(mailOutbox);
    expect(row!.replyTo).toBe("team@example.test");
    expect(row!.headers).toEqual({
      "List-Unsubscribe": "<https://appsec.example/api/newsletter/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const res = await ctx.request("/api/dev/mail?to=reader@example.test");
    const body = (await res.json()) as { mails: { replyTo: string; html: string }[] };
    expect(body.mails[0]!.replyTo).toBe("team@example.test");
    expect(body.mails[0]!.html).toContain("<h1");
  });

  it("refuses header injection", async () => {
    await expect(
      ctx.deps.mailer.send({ to: "a@example.test", subject: "x", text: "x", headers: { "X-Test": "a\r\nBcc: b@evil.test" } }),
    ).rejects.toThrow(/Invalid mail header/);
  });
});
