import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogComments, blogPosts } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { signedInWithStanding } from "../../test/standing";
import { ROADMAP_ID, ROADMAP_SLUG } from "./roadmap";

const ctx = setupTestContext();

async function write(
  u: Awaited<ReturnType<typeof signedIn>>,
  title = "My first write-up",
  content = "<p>Hello <strong>world</strong></p>",
) {
  const res = await u.request("/api/blog/articles", { json: { title, content } });
  expect(res.status).toBe(201);
  return (await res.json()).article as { id: string; slug: string; status: string };
}

describe("articles", () => {
  it("a new article is pending, hidden from the public list and page, visible to its author and admins", async () => {
    const author = await signedIn(ctx);
    const a = await write(author);
    expect(a.status).toBe("pending");
    const list = await (await ctx.request("/api/blog/posts")).json();
    expect(list.articles.map((x: { id: string }) => x.id)).toEqual([ROADMAP_ID]);
    expect((await ctx.request(`/api/blog/posts/${a.slug}`)).status).toBe(404);
    const stranger = await signedIn(ctx);
    expect((await stranger.request(`/api/blog/posts/${a.slug}`)).status).toBe(404);
    expect((await author.request(`/api/blog/posts/${a.slug}`)).status).toBe(200);
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request(`/api/blog/posts/${a.slug}`)).status).toBe(200);
    const mine = await (await author.request("/api/blog/mine")).json();
    expect(mine.articles[0]).toMatchObject({ id: a.id, status: "pending" });
  });

  it("only admins approve or reject; approved articles are listed right after the roadmap", async () => {
    const author = await signedIn(ctx, "user", { name: "Ada Author" });
    const admin = await signedIn(ctx, "admin");
    const a = await write(author, "Threat modeling 101");
    const b = await write(author, "Threat modeling 101");
    expect(b.slug).not.toBe(a.slug);
    expect((await author.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" })).status).toBe(403);
    expect((await ctx.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" })).status).toBe(401);
    expect((await author.request("/api/blog/pending")).status).toBe(403);
    expect((await (await admin.request("/api/blog/pending")).json()).articles).toHaveLength(2);
    expect((await admin.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await admin.request(`/api/blog/articles/${b.id}/reject`, { method: "POST", json: { reason: "Off topic" } })).status).toBe(200);
    const list = await (await ctx.request("/api/blog/posts")).json();
    expect(list.articles.map((x: { id: string }) => x.id)).toEqual([ROADMAP_ID, a.id]);
    expect(list.articles[1]).toMatchObject({ author: { fullName: "Ada Author" } });
    expect(list.articles[1].excerpt).toBe("Hello world");
    const [row] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, a.id));
    expect(row!.publishedAt).toBeTruthy();
    const roadmap = await (await ctx.request(`/api/blog/posts/${ROADMAP_SLUG}`)).json();
    expect(roadmap.article.content).toContain("OWASP");
  });

  it("edit and delete: author or admin only; an author's edit of a published article waits as a revision", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx);
    const a = await write(author);
    await admin.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" });
    const body = { title: "Updated", content: "<p>New text</p>" };
    expect((await other.request(`/api/blog/articles/${a.id}`, { method: "PUT", json: body })).status).toBe(403);
    expect((await other.request(`/api/blog/articles/${a.id}`, { method: "DELETE" })).status).toBe(403);
    const upd = await author.request(`/api/blog/articles/${a.id}`, { method: "PUT", json: body });
    expect((await upd.json()).article.status).toBe("published");
    const bad = await author.request(`/api/blog/articles/${a.id}`, { method: "PUT", json: { title: " ", content: "<p></p>" } });
    expect((await errorOf(bad)).message).toBe("Please fill in all required fields");
    expect((await admin.request(`/api/blog/articles/${a.id}`, { method: "DELETE" })).status).toBe(400);
    expect((await admin.request(`/api/blog/articles/${a.id}`, { method: "DELETE", json: { reason: "Duplicate" } })).status).toBe(200);
    expect(await ctx.deps.db.select().from(blogPosts)).toHaveLength(0);
  });
});

// Each vector goes through an article body and a comment; neither may come back executable.
const XSS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<body onload=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="expression(alert(1))">x</p>`,
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<input autofocus onfocus=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>`,
  `<p onclick="alert(1)">click</p>`,
  `<a href="https://ok.example" onmouseover="alert(1)">ok</a>`,
  `<img src="http://insecure.example/a.png">`,
  `<base href="javascript:alert(1)//">`,
  `"><script>alert(1)</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<a href="  javascript:alert(1)">x</a>`,
];
const DANGEROUS = [
  /<script/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<svg/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /style=/i,
  /src="http:/i,
];

describe("stored HTML is inert", () => {
  it(`sanitizes ${XSS.length} XSS vectors in articles`, async () => {
    expect(XSS.length).toBeGreaterThanOrEqual(30);
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    for (const [i, vector] of XSS.entries()) {
      // The corpus is more than a day's articles (docs/write-limits.md; tested in security/abuse-write-limits.test.ts).
      await ctx.deps.db.execute(sql`DELETE FROM rate_limits`);
      const res = await author.request("/api/blog/articles", { json: { title: `Vector ${i}`, content: `<p>Safe text ${i}</p>${vector}` } });
      // An image left without alt text after sanitizing is refused outright (docs/decisions/035): nothing stored.
      if (res.status === 400) {
        expect((await res.json()).error.message).toBe("Every image needs a description (alt text)");
        continue;
      }
      expect(res.status).toBe(201);
      const { article } = await res.json();
      const got = (await (await admin.request(`/api/blog/articles/${article.id}`)).json()).article.content as string;
      for (const pattern of DANGEROUS) expect(got, `vector ${i}: ${vector} → ${got}`).not.toMatch(pattern);
      expect(got).toContain(`Safe text ${i}`);
    }
  });

  it("keeps the allowed formatting and hardens links", async () => {
    const author = await signedIn(ctx);
    const html = `<h2>Title</h2><p><strong>b</strong> <em>i</em> <code>x</code></p><ul><li>one</li></ul><pre><code class="language-js">let a = 1;</code></pre><a href="https://owasp.org">OWASP</a><img src="/api/files/public/articles/0123456789abcdef0123456789abcdef.webp" alt="a">`;
    const { article } = await (await author.request("/api/blog/articles", { json: { title: "Formatting", content: html } })).json();
    const got = (await (await author.request(`/api/blog/articles/${article.id}`)).json()).article.content as string;
    expect(got).toContain("<h2>Title</h2>");
    expect(got).toContain('<code class="language-js">');
    expect(got).toContain('<a href="https://owasp.org" rel="noopener noreferrer nofollow" target="_blank">OWASP</a>');
    // An image already on our storage stays as it is (an external one is imported: server/security/abuse-mail.test.ts).
    expect(got).toContain('<img src="/api/files/public/articles/0123456789abcdef0123456789abcdef.webp" alt="a" />');
  });

  it("stores comments as plain text (rendered escaped), never as HTML", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const a = await write(author);
    await admin.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" });
    // The corpus has images, which new accounts may not post in comments (docs/decisions/056): members with
    // standing write it, spread over two commenters.
    const other = await signedInWithStanding(ctx);
    const member = await signedInWithStanding(ctx);
    for (const [i, vector] of XSS.entries()) {
      const who = i % 2 ? other : member;
      expect((await who.request(`/api/blog/articles/${a.id}/comments`, { json: { content: vector } })).status).toBe(201);
    }
    const res = await ctx.request(`/api/blog/articles/${a.id}/comments`);
    expect(res.headers.get("content-type")).toContain("application/json");
    const { comments } = await res.json();
    expect(comments.map((c: { content: string }) => c.content)).toEqual(XSS.map((v) => v.trim()));
  });
});

describe("comments", () => {
  it("need a session, are oldest first, and only their author edits or deletes them", async () => {
    const author = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    const a = await write(author);
    await admin.request(`/api/blog/articles/${a.id}/approve`, { method: "POST" });
    const c1 = await signedIn(ctx, "user", { name: "Carla Commenter" });
    const c2 = await signedIn(ctx);
    expect((await ctx.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "hi" } })).status).toBe(401);
    expect((await c1.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "   " } })).status).toBe(400);
    expect((await c1.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "x".repeat(5001) } })).status).toBe(400);
    const first = (await (await c1.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "First!" } })).json()).comment;
    await c2.request(`/api/blog/articles/${a.id}/comments`, { json: { content: "Second" } });
    const list = (await (await ctx.request(`/api/blog/articles/${a.id}/comments`)).json()).comments;
    expect(list.map((c: { content: string }) => c.content)).toEqual(["First!", "Second"]);
    expect(list[0].user.fullName).toBe("Carla Commenter");
    expect((await c2.request(`/api/comments/${first.id}`, { method: "PUT", json: { content: "hacked" } })).status).toBe(403);
    // An admin may remove any comment (moderation: comments.routes.test.ts) but never edit one.
    expect((await admin.request(`/api/comments/${first.id}`, { method: "PUT", json: { content: "moderated" } })).status).toBe(403);
    expect((await c2.request(`/api/comments/${first.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await c1.request(`/api/comments/${first.id}`, { method: "PUT", json: { content: "Edited" } })).status).toBe(200);
    expect((await c1.request(`/api/comments/${first.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(blogComments)).toHaveLength(1);
  });

  it("are rate-limited per user (a new account: 30 an hour, docs/write-limits.md)", async () => {
    const u = await signedIn(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await u.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content: `c${i}` } })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("work on the built-in roadmap and not on unpublished articles", async () => {
    const u = await signedIn(ctx);
    expect((await u.request(`/api/blog/articles/${ROADMAP_ID}/comments`, { json: { content: "Great roadmap" } })).status).toBe(201);
    const draft = await write(u);
    expect((await u.request(`/api/blog/articles/${draft.id}/comments`, { json: { content: "x" } })).status).toBe(404);
    const list = await (await ctx.request("/api/blog/posts")).json();
    expect(list.articles.filter((x: { id: string }) => x.id === ROADMAP_ID)).toHaveLength(1);
  });
});
