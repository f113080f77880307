import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { sendCommentDigests } from "../comments/comment-digest.service";

const ctx = setupTestContext({ env: { TEAM_EMAIL: "team@example.test" } });
const body = { title: "Threat modeling <b>basics</b>", content: "<p>Start with a data flow diagram.</p>" };
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

describe("article lifecycle mails", () => {
  it("draft → submit → reject with reason → edit → resubmit → approve, each step mailed to the right person", async () => {
    const author = await signedIn(ctx, "user", { email: "author@example.test" });
    const admin = await signedIn(ctx, "admin", { email: "admin@example.test" });

    // A draft: saved, not in review, nobody mailed.
    let res = await author.request("/api/blog/articles", { json: { ...body, submit: false } });
    expect(res.status).toBe(201);
    const { article } = (await res.json()) as { article: { id: string; slug: string; status: string } };
    expect(article.status).toBe("draft");
    expect(await ctx.deps.db.select().from(mailOutbox)).toHaveLength(0);
    expect(((await (await admin.request("/api/blog/pending")).json()) as { articles: unknown[] }).articles).toHaveLength(0);
    // Saving a draft keeps it a draft.
    res = await author.request(`/api/blog/articles/${article.id}`, { method: "PUT", json: { ...body, content: "<p>More.</p>" } });
    expect(((await res.json()) as { article: { status: string } }).article.status).toBe("draft");

    // Submit: pending, team mailed with an absolute link to the review page.
    res = await author.request(`/api/blog/articles/${article.id}/submit`, { method: "POST" });
    expect(res.status).toBe(200);
    let team = await mailsTo("team@example.test");
    expect(team).toHaveLength(1);
    expect(team[0]!.subject).toBe("Article to review: Threat modeling <b>basics</b>");
    expect(team[0]!.text).toContain(`${BASE_URL}/blog/edit/${article.id}`);
    expect(team[0]!.html).toContain("Threat modeling &lt;b&gt;basics&lt;/b&gt;");
    // Submitting twice is refused.
    expect((await author.request(`/api/blog/articles/${article.id}/submit`, { method: "POST" })).status).toBe(409);

    // Reject needs a reason; the author gets it.
    expect((await admin.request(`/api/blog/articles/${article.id}/reject`, { method: "POST", json: {} })).status).toBe(400);
    expect((await admin.request(`/api/blog/articles/${article.id}/reject`, { method: "POST", json: { reason: "   " } })).status).toBe(400);
    res = await admin.request(`/api/blog/articles/${article.id}/reject`, { method: "POST", json: { reason: "Please add <sources>." } });
    expect(res.status).toBe(200);
    let mine = await mailsTo("author@example.test");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Your article was not approved: Threat modeling <b>basics</b>");
    expect(mine[0]!.text).toContain("Please add <sources>.");
    expect(mine[0]!.html).toContain("Please add &lt;sources&gt;.");
    expect(mine[0]!.text).toContain(`${BASE_URL}/blog/edit/${article.id}`);
    expect(mine[0]!.replyTo).toBe("team@example.test");
    // Nothing about the admin leaks into the author's mail.
    expect(mine[0]!.text).not.toContain("admin@example.test");
    expect(mine[0]!.text).not.toContain(admin.name);

    // The author sees the reason; a stranger does not see the article at all.
    let edit = (await (await author.request(`/api/blog/articles/${article.id}`)).json()) as {
      article: { status: string; rejectionReason: string };
    };
    expect(edit.article).toMatchObject({ status: "rejected", rejectionReason: "Please add <sources>." });
    const stranger = await signedIn(ctx);
    expect((await stranger.request(`/api/blog/articles/${article.id}`)).status).toBe(403);

    // Edit without submitting: still rejected, reason kept. Then resubmit with the edit.
    res = await author.request(`/api/blog/articles/${article.id}`, { method: "PUT", json: { ...body, content: "<p>With sources.</p>" } });
    expect(((await res.json()) as { article: { status: string } }).article.status).toBe("rejected");
    res = await author.request(`/api/blog/articles/${article.id}`, {
      method: "PUT",
      json: { ...body, content: "<p>With sources [1].</p>", submit: true },
    });
    expect(((await res.json()) as { article: { status: string } }).article.status).toBe("pending");
    edit = (await (await author.request(`/api/blog/articles/${article.id}`)).json()) as typeof edit;
    expect(edit.article.rejectionReason).toBeNull();
    team = await mailsTo("team@example.test");
    expect(team.map((m) => m.subject)).toContain("Article resubmitted for review: Threat modeling <b>basics</b>");

    // Approve: the author is mailed with the public link.
    expect((await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" })).status).toBe(200);
    mine = await mailsTo("author@example.test");
    const approved = mine.find((m) => m.subject.startsWith("Your article was approved"));
    expect(approved!.text).toContain(`${BASE_URL}/blog/${article.slug}`);
    expect(approved!.html).toContain(`href="${BASE_URL}/blog/${article.slug}"`);

    // Editing the published article makes a pending revision (the article stays published), and the team is told.
    res = await author.request(`/api/blog/articles/${article.id}`, {
      method: "PUT",
      json: { ...body, content: "<p>Edited after publication.</p>" },
    });
    expect(((await res.json()) as { article: { status: string } }).article.status).toBe("published");
    team = await mailsTo("team@example.test");
    const edited = team.find((m) => m.subject.startsWith("Edit of a published article to review"));
    expect(edited!.text).toContain(`${BASE_URL}/blog/edit/${article.id}`);
  });

  it("a submitted new article mails the team; a draft does not", async () => {
    const author = await signedIn(ctx);
    await author.request("/api/blog/articles", { json: body });
    await author.request("/api/blog/articles", { json: { ...body, submit: false } });
    expect((await mailsTo("team@example.test")).map((m) => m.subject)).toEqual(["Article to review: Threat modeling <b>basics</b>"]);
  });

  it("the author gets the comment digest unless they turned it off; never for their own comment (docs/decisions/035)", async () => {
    const author = await signedIn(ctx, "user", { email: "writer@example.test" });
    const admin = await signedIn(ctx, "admin");
    const reader = await signedIn(ctx, "user", { email: "reader@example.test" });
    const { article } = (await (await author.request("/api/blog/articles", { json: body })).json()) as {
      article: { id: string; slug: string };
    };
    await admin.request(`/api/blog/articles/${article.id}/approve`, { method: "POST" });

    expect((await reader.request(`/api/blog/articles/${article.id}/comments`, { json: { content: "Great <i>read</i>" } })).status).toBe(
      201,
    );
    expect((await author.request(`/api/blog/articles/${article.id}/comments`, { json: { content: "Thanks!" } })).status).toBe(201);
    // Nothing is sent per comment; the digest task sends one mail.
    expect((await mailsTo("writer@example.test")).filter((m) => m.subject.includes("comment"))).toHaveLength(0);
    await sendCommentDigests(ctx.deps, new Date());
    let mails = (await mailsTo("writer@example.test")).filter((m) => m.subject.startsWith("New comment"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New comment on "Threat modeling <b>basics</b>"');
    expect(mails[0]!.text).toContain(reader.name);
    expect(mails[0]!.text).toContain("Great <i>read</i>");
    expect(mails[0]!.text).not.toContain("Thanks!");
    expect(mails[0]!.html).not.toContain("<i>read</i>");
    expect(mails[0]!.text).toContain(`${BASE_URL}/blog/${article.slug}#comments`);
    expect(mails[0]!.text).not.toContain("reader@example.test");

    await author.request("/api/me/notification-preferences", { method: "PUT", json: { blog_comment: false } });
    await reader.request(`/api/blog/articles/${article.id}/comments`, { json: { content: "Another one" } });
    await sendCommentDigests(ctx.deps, new Date(Date.now() + 2 * 3600_000));
    mails = (await mailsTo("writer@example.test")).filter((m) => m.subject.includes("comment"));
    expect(mails).toHaveLength(1);
  });
});
