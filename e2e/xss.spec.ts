import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, test } from "./fixtures";

/**
 * The XSS corpus: 64 vectors stored through every stored text and URL field (profile,
 * article, comment, job, event, offering) and rendered in Chromium on the pages that show them.
 * Every vector calls alert()/confirm()/prompt() or the `__xss` sentinel; the hook counts calls and any
 * JavaScript dialog. Zero may execute. URL fields must also refuse `javascript:` and `data:` links.
 */
const X = "__xss(1)";
const VECTORS = [
  `<script>${X}</script>`,
  `<script>alert(1)</script>`,
  `<img src=x onerror=${X}>`,
  `<img src=x onerror="alert(1)">`,
  `<svg onload=${X}>`,
  `<svg><script>${X}</script></svg>`,
  `"><script>${X}</script>`,
  `'><img src=x onerror=${X}>`,
  `<body onload=${X}>`,
  `<iframe src="javascript:${X}"></iframe>`,
  `<iframe srcdoc="<script>parent.${X}</script>"></iframe>`,
  `<a href="javascript:${X}">click</a>`,
  `<a href="JaVaScRiPt:${X}">click</a>`,
  `<a href="&#106;avascript:${X}">click</a>`,
  `<a href="java\tscript:${X}">click</a>`,
  `<a href=" javascript:${X}">click</a>`,
  `<a href="data:text/html,<script>${X}</script>">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<details open ontoggle=${X}>`,
  `<input autofocus onfocus=${X}>`,
  `<select autofocus onfocus=${X}>`,
  `<textarea autofocus onfocus=${X}>`,
  `<video><source onerror=${X}></video>`,
  `<audio src=x onerror=${X}>`,
  `<marquee onstart=${X}>`,
  `<object data="javascript:${X}">`,
  `<embed src="javascript:${X}">`,
  `<form action="javascript:${X}"><button>go</button></form>`,
  `<button formaction="javascript:${X}">go</button>`,
  `<math><a xlink:href="javascript:${X}">m</a></math>`,
  `<svg><a xlink:href="javascript:${X}"><text y=20>s</text></a></svg>`,
  `<svg><animate onbegin=${X} attributeName=x dur=1s>`,
  `<svg><set attributeName=onmouseover to=${X}>`,
  `<img src="x" onerror="&#97;lert(1)">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<style>@import 'javascript:${X}';</style>`,
  `<div style="background:url(javascript:${X})">d</div>`,
  `<div style="x:expression(${X})">d</div>`,
  `<link rel=stylesheet href="javascript:${X}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${X}">`,
  `<base href="javascript:${X}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${X}>">`,
  `<template><img src=x onerror=${X}></template>`,
  `<!--<img src="--><img src=x onerror=${X}//">`,
  `<scr<script>ipt>${X}</scr</script>ipt>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img """><script>${X}</script>">`,
  `<img src=\`x\` onerror=${X}>`,
  `<svg/onload=${X}>`,
  `<img/src/onerror=${X}>`,
  `<a href="#" onclick="${X}">click</a>`,
  `<div onmouseover="${X}">hover</div>`,
  `<p onpointerenter=${X}>p</p>`,
  `<keygen autofocus onfocus=${X}>`,
  `<isindex action=javascript:${X} type=submit>`,
  `<xss id=x tabindex=1 onfocusin=${X}></xss>`,
  `{{constructor.constructor('${X}')()}}`,
  `\${${X}}`,
  `javascript:${X}`,
  `javascript:alert(1)//`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `</textarea><script>${X}</script>`,
  `</title><script>${X}</script>`,
  `<plaintext><img src=x onerror=${X}>`,
];

/** Vectors packed into values of at most `max` characters. */
function pack(max: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const v of VECTORS) {
    if (cur && cur.length + v.length + 1 > max) {
      out.push(cur);
      cur = "";
    }
    cur = cur ? `${cur} ${v}` : v.slice(0, max);
  }
  if (cur) out.push(cur);
  return out;
}

async function signInApi(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
}

/** Elements in <main> that could run script: on* handlers, script-capable URLs or tags. */
function liveMarkup(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll("main *"))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) bad.push(`${el.tagName} ${attr.name}`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && /^\s*(javascript|data|vbscript):/i.test(attr.value)) {
          bad.push(`${el.tagName} ${attr.name}=${attr.value.slice(0, 30)}`);
        }
      }
      if (["SCRIPT", "IFRAME", "OBJECT", "EMBED", "BASE", "META", "LINK", "STYLE"].includes(el.tagName)) bad.push(el.tagName);
    }
    return bad;
  });
}

async function hook(page: Page) {
  const fired: string[] = [];
  page.on("dialog", async (d) => {
    fired.push(`dialog:${d.message()}`);
    await d.dismiss();
  });
  await page.exposeFunction("__xssReport", (where: string) => fired.push(where));
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const report = (name: string) => () => (w.__xssReport as (s: string) => void)(`${name}@${location.pathname}`);
    w.__xss = report("__xss");
    w.alert = report("alert");
    w.confirm = report("confirm");
    w.prompt = report("prompt");
  });
  return fired;
}

// API writes from the test's request contexts carry the app's Origin, as the browser's would.
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3999}`;
test.use({ extraHTTPHeaders: { origin: ORIGIN } });

test("64 XSS vectors through every stored field execute nowhere", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  expect(VECTORS.length).toBeGreaterThanOrEqual(60);
  const fired = await hook(page);
  // The detectors themselves work: a sentinel call and an injected handler are both seen.
  await page.goto("/");
  await page.locator("main").waitFor();
  await page.evaluate(() => (window as unknown as { __xss: (n: number) => void }).__xss(1));
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.setAttribute("onerror", "__xss(1)");
    document.querySelector("main")!.append(img);
  });
  expect(fired).toEqual(["__xss@/"]);
  expect(await liveMarkup(page)).toEqual(["IMG onerror"]);
  fired.length = 0;
  const stored: Record<string, number> = {};
  const count = (what: string, ok: boolean) => (stored[what] = (stored[what] ?? 0) + (ok ? 1 : 0));

  // The member writes: profile (open to work), article, comment, job, offering.
  await signInApi(page.request, DEMO.member);
  const texts = pack(110);
  const profile = await page.request.put("/api/profile", {
    data: {
      fullName: texts[0]!.slice(0, 100),
      title: texts[1],
      company: texts[2],
      bio: VECTORS.join("\n").slice(0, 2000),
      location: texts[3],
      expertise: VECTORS.slice(0, 20).map((v) => v.slice(0, 60)),
      isOpenToWork: true,
    },
  });
  count("profile", profile.ok());
  for (const bad of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "JaVaScRiPt:alert(1)"]) {
    const res = await page.request.put("/api/profile", { data: { fullName: "Member", website: bad } });
    expect(res.status(), `website ${bad}`).toBe(400);
  }

  const article = await page.request.post("/api/blog/articles", {
    data: {
      title: texts[4]!.slice(0, 200),
      // Every image in an article needs alt text (decision 035): the vectors' images get one, their handlers stay.
      content: VECTORS.map((v) => `<p>${v}</p>${v}`)
        .join("")
        .replace(/<img\b/gi, '<img alt="vector"'),
      // An external cover is imported or refused (docs/decisions/059); the test never reaches the internet.
      imageUrl: "/api/files/public/articles/0123456789abcdef0123456789abcdef.webp",
    },
  });
  count("article", article.ok());
  const { article: created } = (await article.json()) as { article: { id: string; slug: string } };
  expect(
    (
      await page.request.post("/api/blog/articles", { data: { title: "Bad image", content: "<p>x</p>", imageUrl: "javascript:alert(1)" } })
    ).status(),
  ).toBe(400);

  const job = await page.request.post("/api/jobs", {
    data: {
      title: texts[5]!.slice(0, 200),
      company: texts[6]!.slice(0, 200),
      location: texts[7]!.slice(0, 200),
      jobBoardUrl: "https://jobs.example.com/xss",
      description: VECTORS.join("\n"),
      skills: VECTORS.slice(20, 30).map((v) => v.slice(0, 60)),
    },
  });
  count("job", job.ok());
  expect(
    (
      await page.request.post("/api/jobs", {
        data: { title: "t", company: "c", location: "l", jobBoardUrl: "javascript:alert(1)", description: "d".repeat(30), skills: ["x"] },
      })
    ).status(),
  ).toBe(400);

  const offering = await page.request.post("/api/offerings", {
    data: {
      title: texts[8]!.slice(0, 200),
      description: VECTORS.join("\n").slice(0, 5000),
      category: "Training",
      price: texts[9]!.slice(0, 100),
      contactInfo: "member@appsec.community",
    },
  });
  count("offering", offering.ok());

  // The admin approves the article and the job and creates an event.
  const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: ORIGIN } });
  await signInApi(admin.request, DEMO.admin);
  expect((await admin.request.post(`/api/blog/articles/${created.id}/approve`)).ok()).toBe(true);
  const jobs = (await (await admin.request.get("/api/admin/jobs?view=pending")).json()) as { jobs: { id: string; title: string }[] };
  for (const j of jobs.jobs.filter((j) => j.title.includes("onerror") || j.title.includes("script"))) {
    expect((await admin.request.post(`/api/admin/jobs/${j.id}/approve`)).ok()).toBe(true);
  }
  const event = await admin.request.post("/api/admin/events", {
    data: {
      title: texts[10]!.slice(0, 200),
      description: VECTORS.join("\n"),
      eventDate: "2099-06-01",
      // Times are structured since docs/decisions/031 (no free text left to carry a vector).
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "Europe/Berlin",
      location: texts[12]!.slice(0, 500),
    },
  });
  count("event", event.ok());
  await admin.close();

  // A mentor's public profile (directory and mentor page).
  const mentor = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: ORIGIN } });
  await signInApi(mentor.request, DEMO.mentor);
  const mentorProfile = await mentor.request.put("/api/profile", {
    data: {
      fullName: texts[13]!.slice(0, 100),
      title: texts[14],
      company: texts[15],
      bio: VECTORS.join("\n").slice(0, 2000),
      location: texts[16],
      expertise: VECTORS.slice(30, 50).map((v) => v.slice(0, 60)),
    },
  });
  count("mentor profile", mentorProfile.ok());
  const mentorId = ((await (await mentor.request.get("/api/me")).json()) as { user: { id: string } }).user.id;
  await mentor.close();

  const comment = await page.request.post(`/api/blog/articles/${created.id}/comments`, { data: { content: VECTORS.join("\n") } });
  count("comment", comment.ok());
  expect(stored).toEqual({ profile: 1, article: 1, job: 1, offering: 1, event: 1, comment: 1, "mentor profile": 1 });

  // Render every page that shows them, signed in (all fields visible) — and look for live markup.
  const me = (await (await page.request.get("/api/me")).json()) as { user: { id: string } };
  const pages = [
    "/blog",
    `/blog/${created.slug}`,
    "/jobs",
    "/candidates",
    "/events",
    "/offerings",
    "/profile",
    "/mentorship",
    `/mentors/${mentorId}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.mouse.move(200, 300);
    await page.keyboard.press("Tab");
    const live = await liveMarkup(page);
    expect(live, `live markup on ${path}`).toEqual([]);
  }
  // The job detail pane of the stored job (signed in).
  await page.goto("/jobs");
  const jobCard = page.getByRole("link", { name: /onerror|script/ }).first();
  if (await jobCard.count()) await jobCard.click();
  await page.waitForLoadState("networkidle");
  expect(me.user.id).toBeTruthy();
  expect(fired).toEqual([]);
});
