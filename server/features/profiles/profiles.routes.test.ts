import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { meDto } from "@common/profiles.schema";
import { appointments, blogPosts, files, profiles, session, user } from "../../db/schema";
import { errorOf, signedIn, signIn, TEST_PASSWORD } from "../../test/factories";
import { cookieFrom, setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

const validProfile = {
  fullName: "Grace Hopper",
  title: "AppSec Engineer",
  company: "Navy",
  bio: "Compilers and security.",
  expertise: ["Threat Modeling", "Threat Modeling", "SAST"],
  location: "Arlington, VA",
  website: "https://grace.example.com",
  githubUrl: "https://github.com/grace",
  linkedinUrl: "https://www.linkedin.com/in/grace",
  yearsExperience: 12,
  isOpenToWork: true,
  timezone: "America/New_York",
};

describe("PUT /api/profile", () => {
  it("updates the own profile (and the account name)", async () => {
    const u = await signedIn(ctx);
    const res = await u.request("/api/profile", { method: "PUT", json: validProfile });
    expect(res.status).toBe(200);
    const { profile } = await res.json();
    expect(profile).toMatchObject({
      fullName: "Grace Hopper",
      expertise: ["Threat Modeling", "SAST"],
      isOpenToWork: true,
      timezone: "America/New_York",
    });
    const [row] = await ctx.deps.db.select({ name: user.name }).from(user).where(eq(user.id, u.id));
    expect(row!.name).toBe("Grace Hopper");
  });

  it("rejects a blank name, bad URLs and an unknown time zone without writing", async () => {
    const u = await signedIn(ctx, "user", { name: "Before Name" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: "   " }, "fullName", "Please provide at least your full name"],
      [{ website: "javascript:alert(1)" }, "website", "Please enter a valid URL"],
      [{ githubUrl: "https://evil.example.com/grace" }, "githubUrl", "Please enter a valid GitHub URL"],
      [{ linkedinUrl: "not a url" }, "linkedinUrl", "Please enter a valid LinkedIn URL"],
      [{ timezone: "Mars/Olympus" }, "timezone", "Please choose a valid time zone"],
    ];
    for (const [patch, field, message] of cases) {
      const res = await u.request("/api/profile", { method: "PUT", json: { ...validProfile, ...patch } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    const [p] = await ctx.deps.db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p!.fullName).toBe("Before Name");
    expect((await ctx.request("/api/profile", { method: "PUT", json: validProfile })).status).toBe(401);
  });
});

describe("avatar", () => {
  const upload = (u: { request: (p: string, o?: object) => Promise<Response> }, bytes: Buffer, name = "me.png") => {
    const form = new FormData();
    form.append("avatar", new File([new Uint8Array(bytes)], name));
    return u.request("/api/profile/avatar", { method: "POST", body: form });
  };

  it("stores a resized copy without metadata under {userId}-{timestamp}", async () => {
    const u = await signedIn(ctx);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0f766e" } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    const res = await upload(u, png);
    expect(res.status).toBe(200);
    const { avatarUrl } = await res.json();
    expect(avatarUrl).toMatch(new RegExp(`/api/files/public/avatars/${u.id}-\\d+\\.webp$`));
    const img = await ctx.request(avatarUrl);
    const out = Buffer.from(await img.arrayBuffer());
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(meta.exif).toBeUndefined();
    // a second upload replaces the first file
    await upload(u, png);
    expect(await ctx.deps.db.select().from(files).where(eq(files.ownerId, u.id))).toHaveLength(1);
  });

  it("rejects a non-image renamed to .png and a file over 2 MB", async () => {
    const u = await signedIn(ctx);
    const fake = await upload(u, Buffer.from("<?php echo 'hi'; ?>"), "evil.png");
    expect(fake.status).toBe(415);
    expect((await errorOf(fake)).message).toBe("Please upload an image file");
    const big = await upload(u, Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe("Image must be smaller than 2MB");
    expect(await ctx.deps.db.select().from(files)).toHaveLength(0);
  });

  it("gravatar uses the MD5 of the trimmed lowercased e-mail, size 200", async () => {
    const u = await signedIn(ctx, "user", { email: "MyAddress@Example.com" });
    const res = await u.request("/api/profile/avatar-source", { method: "PUT", json: { source: "gravatar" } });
    const hash = createHash("md5").update("myaddress@example.com").digest("hex");
    expect((await res.json()).avatarUrl).toBe(`https://www.gravatar.com/avatar/${hash}?s=200&d=identicon`);
  });
});

describe("plans", () => {
  it.each(["user", "supporter", "recruiter"] as const)("a %s may switch plans, and the new role applies at once", async (role) => {
    const u = await signedIn(ctx, role);
    const target = role === "supporter" ? "recruiter" : "supporter";
    const res = await u.request("/api/billing/plan", { json: { plan: target } });
    expect(res.status).toBe(200);
    // The browser keeps its session token and takes the refreshed session cache cookie.
    const fresh = new Map(u.cookie.split("; ").map((c) => [c.split("=")[0], c] as const));
    for (const c of cookieFrom(res).split("; ").filter(Boolean)) fresh.set(c.split("=")[0]!, c);
    expect(cookieFrom(res)).toContain("better-auth.session_data=");
    const me = await (await ctx.request("/api/me", { cookie: [...fresh.values()].join("; ") })).json();
    expect(me.user.role).toBe(target);
  });

  it.each(["admin", "mentor", "mentor_applicant", "contractor"] as const)("a %s is refused", async (role) => {
    const u = await signedIn(ctx, role);
    const res = await u.request("/api/billing/plan", { json: { plan: "supporter" } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(`Cannot change subscription for users with ${role} role.`);
  });

  it("rejects an unknown plan and visitors", async () => {
    const u = await signedIn(ctx);
    expect((await u.request("/api/billing/plan", { json: { plan: "admin" } })).status).toBe(400);
    expect((await ctx.request("/api/billing/plan", { json: { plan: "supporter" } })).status).toBe(401);
  });
});

describe("delete account", () => {
  it("removes the user's data and sessions; articles stay with no author", async () => {
    const u = await signedIn(ctx);
    const m = await signedIn(ctx, "mentor");
    await ctx.deps.db.insert(appointments).values({
      mentorId: m.id,
      userId: u.id,
      date: "2030-01-01",
      time: "9:00 AM",
      startsAt: new Date("2030-01-01T09:00:00Z"),
      topic: "Old booking",
    });
    const [post] = await ctx.deps.db
      .insert(blogPosts)
      .values({ title: "Mine", content: "<p>x</p>", slug: `mine-${u.id}`, authorId: u.id, status: "published" })
      .returning();
    const res = await u.request("/api/account", { method: "DELETE", json: { password: u.password } });
    expect(res.status).toBe(200);
    // Every better-auth cookie of this browser expires, by the names better-auth itself uses.
    const expired = res.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(expired.sort()).toEqual(["better-auth.dont_remember", "better-auth.session_data", "better-auth.session_token"]);
    expect(await ctx.deps.db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await ctx.deps.db.select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    // A future session is cancelled (the mentor mailed) and kept without the member (docs/decisions/058).
    const left = await ctx.deps.db.select({ userId: appointments.userId, status: appointments.status }).from(appointments);
    expect(left).toEqual([{ userId: null, status: "cancelled" }]);
    const [kept] = await ctx.deps.db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(kept!.authorId).toBeNull();
    await expect(signIn(ctx, u.email, TEST_PASSWORD)).rejects.toThrow();
  });

  it("the last admin cannot delete their account", async () => {
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request("/api/account", { method: "DELETE", json: { password: admin.password } })).status).toBe(409);
    await signedIn(ctx, "admin");
    expect((await admin.request("/api/account", { method: "DELETE", json: { password: admin.password } })).status).toBe(200);
  });
});

describe("admin users and stats", () => {
  it("every admin endpoint is 401 for visitors and 403 for members", async () => {
    const member = await signedIn(ctx);
    for (const [path, method, json] of [
      ["/api/admin/stats", "GET", undefined],
      ["/api/admin/users", "GET", undefined],
      [`/api/admin/users/${member.id}/role`, "PUT", { role: "mentor" }],
      ["/api/admin/contractor-requests", "GET", undefined],
    ] as const) {
      expect((await ctx.request(path, { method, json })).status).toBe(401);
      expect((await member.request(path, { method, json })).status).toBe(403);
    }
  });

  it("lists and searches users; changes roles except for admins and oneself", async () => {
    const admin = await signedIn(ctx, "admin");
    const other = await signedIn(ctx, "admin");
    const u = await signedIn(ctx, "user", { name: "Zelda Zimmer" });
    const list = await (await admin.request("/api/admin/users?q=zELDa")).json();
    expect(list.users.map((x: { id: string }) => x.id)).toEqual([u.id]);
    expect(
      (await admin.request(`/api/admin/users/${u.id}/role`, { method: "PUT", json: { role: "mentor", reason: "Staffing change" } })).status,
    ).toBe(200);
    const self = await admin.request(`/api/admin/users/${admin.id}/role`, {
      method: "PUT",
      json: { role: "user", reason: "Staffing change" },
    });
    expect((await errorOf(self)).message).toBe("You cannot change your own role");
    const prot = await admin.request(`/api/admin/users/${other.id}/role`, {
      method: "PUT",
      json: { role: "user", reason: "Staffing change" },
    });
    expect((await errorOf(prot)).message).toBe("Cannot change role for users with Admin status.");
    expect(
      (await admin.request(`/api/admin/users/${u.id}/role`, { method: "PUT", json: { role: "boss", reason: "Staffing change" } })).status,
    ).toBe(400);
    const stats = await (await admin.request("/api/admin/stats")).json();
    expect(stats).toMatchObject({ totalUsers: 3, mentors: 1 });
  });
});

describe("contractor verification", () => {
  const form = (extra: Record<string, string> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({
      specialization: "Web pentesting",
      yearsExperience: "6",
      relevantProjects: "Audits for 3 banks",
      testimonials: "Great work - CISO",
      ...extra,
    }))
      f.append(k, v);
    return f;
  };

  it("create, resubmit (pending again), approve → verified, reject → no contractor, the supporter plan stays (docs/decisions/026)", async () => {
    const u = await signedIn(ctx, "supporter");
    const admin = await signedIn(ctx, "admin");
    expect((await u.request("/api/profile/contractor-request", { method: "POST", body: form({ specialization: "" }) })).status).toBe(400);
    expect((await u.request("/api/profile/contractor-request", { method: "POST", body: form() })).status).toBe(201);
    const pending = await (await admin.request("/api/admin/contractor-requests")).json();
    expect(pending.requests).toHaveLength(1);
    expect(pending.requests[0].profile.email).toBe(u.email);
    const id = pending.requests[0].id;
    expect((await admin.request(`/api/admin/contractor-requests/${id}/reject`, { json: { reason: "Add a reference" } })).status).toBe(200);
    const [afterReject] = await ctx.deps.db.select({ role: user.role, plan: user.plan }).from(user).where(eq(user.id, u.id));
    expect(afterReject).toEqual({ role: "supporter", plan: "supporter" });
    const again = await u.request("/api/profile/contractor-request", { method: "POST", body: form({ specialization: "API security" }) });
    expect(again.status).toBe(200);
    const mine = await (await u.request("/api/profile/contractor-request")).json();
    expect(mine.request).toMatchObject({ id, status: "pending", specialization: "API security" });
    expect((await admin.request(`/api/admin/contractor-requests/${id}/approve`, { method: "POST" })).status).toBe(200);
    const [p] = await ctx.deps.db.select({ v: profiles.isVerifiedContractor }).from(profiles).where(eq(profiles.id, u.id));
    expect(p!.v).toBe(true);
    expect((await (await u.request("/api/profile/contractor-request")).json()).verified).toBe(true);
    // Decided once (docs/decisions/034).
    expect((await admin.request(`/api/admin/contractor-requests/${id}/approve`, { method: "POST" })).status).toBe(409);
  });
});

describe("GET /api/session and /api/me", () => {
  it("a fresh sign-up gets its profile, and a member whose profile row is missing still gets one that the schema accepts", async () => {
    const signUp = await ctx.request("/api/auth/sign-up/email", {
      json: { name: "New Nell", email: "nell@example.test", password: TEST_PASSWORD },
    });
    expect(signUp.status).toBe(200);
    const cookie = await signIn(ctx, "nell@example.test");
    const fresh = z.object({ me: meDto }).parse(await (await ctx.request("/api/session", { cookie })).json());
    expect(fresh.me.profile).toMatchObject({ fullName: "New Nell", email: "nell@example.test", role: "user" });

    // A session whose profile row went missing (the sign-up hook failed): the answer still has a profile.
    const u = await signedIn(ctx, "user", { name: "Profileless Pat" });
    await ctx.deps.db.delete(profiles).where(eq(profiles.id, u.id));
    const session = await u.request("/api/session");
    expect(session.status).toBe(200);
    expect(z.object({ me: meDto }).parse(await session.json()).me.profile).toMatchObject({ id: u.id, fullName: "Profileless Pat" });
    const me = await u.request("/api/me");
    expect(me.status).toBe(200);
    expect(meDto.parse(await me.json()).profile.id).toBe(u.id);
  });
});
