import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import type { paths } from "./client/openapi";
import { openApiTypes, TYPES_FILE } from "./cli/openapi-types";
import { createJob } from "./test/job-factory";
import { BASE_URL, cookieFrom, setupTestContext } from "./test/setup";
import { readFileSync } from "node:fs";

/**
 * A client generated from /api/openapi.json (openapi-typescript types, committed in server/client/, and
 * openapi-fetch) drives a member's journey against the app: what a third party gets from the document
 * compiles against, and round-trips with, what the server sends (decision 038).
 */
const ctx = setupTestContext();

function client(cookie?: string) {
  return createClient<paths>({
    baseUrl: BASE_URL,
    headers: { origin: BASE_URL, ...(cookie ? { cookie } : {}) },
    fetch: (request) => Promise.resolve(ctx.app.request(request)),
  });
}

describe("the typed client generated from the document", () => {
  it("is the committed one (regenerate with `npx tsx server/cli/openapi-types.ts`)", { timeout: 120_000 }, async () => {
    expect(readFileSync(TYPES_FILE, "utf8") === (await openApiTypes())).toBe(true);
  });

  it("signs up and in, lists jobs, marks interest and reads the typed error bodies", { timeout: 120_000 }, async () => {
    const job = await createJob(ctx);
    const email = `typed-${randomUUID().slice(0, 8)}@example.test`;
    // Sign-up and sign-in are better-auth's own endpoints (under /api/auth, outside the document).
    const up = await ctx.request("/api/auth/sign-up/email", { json: { name: "Typed Client", email, password: "Typed-client-pass-1" } });
    expect(up.status).toBe(200);
    const signIn = await ctx.request("/api/auth/sign-in/email", { json: { email, password: "Typed-client-pass-1" } });
    expect(signIn.status).toBe(200);
    const api = client(cookieFrom(signIn));

    const session = await api.GET("/api/session");
    expect(session.response.status).toBe(200);
    expect(session.data?.me?.user.email).toBe(email);

    const board = await api.GET("/api/jobs", { params: { query: {} } });
    expect(board.error).toBeUndefined();
    const listed = board.data!.jobs.find((j) => j.id === job.id);
    expect(listed?.title).toBe(job.title);

    const marked = await api.POST("/api/jobs/{id}/interest", { params: { path: { id: job.id } } });
    expect(marked.data).toEqual({ interested: true });
    const one = await api.GET("/api/jobs/{id}", { params: { path: { id: job.id } } });
    expect(one.data?.job.isInterested).toBe(true);

    // Errors: one envelope, typed, for every status.
    const missing = await api.POST("/api/jobs/{id}/interest", { params: { path: { id: randomUUID() } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe("NOT_FOUND");
    const badId = await api.GET("/api/jobs/{id}", { params: { path: { id: "not-an-id" } } });
    expect(badId.response.status).toBe(400);
    expect(badId.error?.error.fields).toHaveProperty("id");
    const visitor = await client().GET("/api/me");
    expect(visitor.response.status).toBe(401);
    expect(visitor.error?.error).toMatchObject({ code: "UNAUTHORIZED", requestId: expect.any(String) });
  });
});
