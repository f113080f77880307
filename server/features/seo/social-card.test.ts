import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createUser, setProfile } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { pageHead } from "./seo.service";
import { cardText, pagePathOfCard, wrap } from "./social-card";

/** Every public page has an og:image (decision 037): its own image, else a card drawn from its head. */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

describe("social cards", () => {
  it("every public page type names an og:image that answers a 1200×630 PNG", async () => {
    const job = await createJob(ctx, { title: "Product Security Engineer", company: "Northwind Traders" });
    const mentor = await createUser(ctx, { name: "Ada Mentor", role: "mentor" });
    await setProfile(ctx, mentor.id, { fullName: "Ada Mentor", title: "Staff Engineer", expertise: ["Threat Modeling"] });
    for (const path of ["/", "/jobs", `/jobs/${job.id}`, "/blog", "/events", `/mentors/${mentor.id}`, "/about", "/mentorship"]) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      const image = ogImage(await page.text());
      expect(image, path).toBe(`${BASE_URL}/og${path === "/" ? "/home" : path}.png`);
      const res = await app.request(image!.replace(BASE_URL, ""));
      expect(res.status, image).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    }
  });

  it("a card says only what the page's head says to a visitor: a hidden job's company stays out", async () => {
    const job = await createJob(ctx, { title: "Product Security Engineer", company: "Northwind Traders", location: "Berlin" });
    const head = { title: "Product Security Engineer · Jobs · AppSec Community", description: "Product Security Engineer — OWASP." };
    expect(cardText(`/jobs/${job.id}`, head)).toEqual({
      kind: "Job",
      title: "Product Security Engineer",
      description: head.description,
    });
    const hidden = cardText(`/jobs/${job.id}`, await pageHead(ctx.deps, new URL(`/jobs/${job.id}`, BASE_URL)));
    expect(hidden.title).toBe("Product Security Engineer");
    expect(JSON.stringify(hidden)).not.toMatch(/Northwind|Berlin/);
    const open = await createJob(ctx, { title: "Cloud Security Lead", company: "Contoso", publicDetails: true });
    const res = await app.request(`/jobs/${open.id}`);
    expect(await res.text()).toContain("Cloud Security Lead at Contoso");
  });

  it("the same content is the same card (ETag, 304); an unknown or private page has none (404)", async () => {
    const first = await app.request("/og/about.png");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await app.request("/og/about.png", { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await app.request("/og/jobs/00000000-0000-4000-8000-000000000000.png")).status).toBe(404);
    expect((await app.request("/og/no-such-page.png")).status).toBe(404);
    expect((await app.request("/og/profile.png")).status).toBe(404); // noindex: a signed-in page
    expect((await app.request("/og/%E0%A4%A.png")).status).toBe(404);
    expect((await app.request("/og/about")).status).toBe(404);
  });

  it("card paths and text wrapping", () => {
    expect(pagePathOfCard("/og/home.png")).toBe("/");
    expect(pagePathOfCard("/og/blog/a-post.png")).toBe("/blog/a-post");
    expect(pagePathOfCard("/og/about")).toBeNull();
    expect(wrap("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrap("short", 30, 3)).toEqual(["short"]);
    expect(wrap("a".repeat(40), 10, 2)).toEqual(["aaaaaaaaa…"]);
  });
});
