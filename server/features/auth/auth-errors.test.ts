import { describe, expect, it } from "vitest";
import { createUser, signedIn, TEST_PASSWORD } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

/**
 * better-auth's refusals answer the API's one error body (docs/decisions/068): never its own
 * `{ message, code }` nor a plain-text 404, with our codes and better-auth's (the spec's) messages.
 */
const ctx = setupTestContext();

const onlyTheOneBody = async (res: Response) => {
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["error"]);
  const error = body.error as { code: string; message: string; requestId: string; fields?: Record<string, string> };
  expect(error.requestId).toBe(res.headers.get("x-request-id"));
  return error;
};

describe("better-auth's refusals in the one error body", () => {
  it("a wrong password: 401 UNAUTHORIZED with better-auth's message", async () => {
    const member = await createUser(ctx);
    const res = await ctx.request("/api/auth/sign-in/email", { json: { email: member.email, password: "Not-the-password-1" } });
    expect(res.status).toBe(401);
    expect(await onlyTheOneBody(res)).toMatchObject({ code: "UNAUTHORIZED", message: "Invalid email or password" });
  });

  it("an input better-auth's validation refuses: 400 VALIDATION_FAILED", async () => {
    const res = await ctx.request("/api/auth/sign-in/email", { json: { email: "not-an-email", password: TEST_PASSWORD } });
    expect(res.status).toBe(400);
    expect((await onlyTheOneBody(res)).code).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
  });

  it("a weak new password: 400 VALIDATION_FAILED with the reason on the field", async () => {
    const res = await ctx.request("/api/auth/sign-up/email", { json: { name: "Weak Pw", email: "w@example.test", password: "short" } });
    expect(res.status).toBe(400);
    expect(await onlyTheOneBody(res)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Password must be at least 12 characters",
      fields: { password: expect.stringContaining("Password must be at least 12 characters") },
    });
  });

  it("a short name: 400 BAD_REQUEST with our message", async () => {
    const res = await ctx.request("/api/auth/sign-up/email", {
      json: { name: "A", email: "a@example.test", password: "long-enough-passphrase-1" },
    });
    expect(res.status).toBe(400);
    expect(await onlyTheOneBody(res)).toMatchObject({ code: "BAD_REQUEST", message: "Name must be at least 2 characters" });
  });

  it("a disabled or unknown better-auth path: a JSON 404 NOT_FOUND, not plain text", async () => {
    for (const path of ["/api/auth/get-session", "/api/auth/update-user", "/api/auth/no-such-endpoint"]) {
      const res = await ctx.request(path);
      expect(res.status, path).toBe(404);
      expect((await onlyTheOneBody(res)).code).toBe("NOT_FOUND");
    }
  });

  it("change-password with the wrong current password: 400 in the one body; without a session: 401", async () => {
    const member = await signedIn(ctx);
    const wrong = await member.request("/api/auth/change-password", {
      json: { currentPassword: "Not-the-password-1", newPassword: "a-brand-new-passphrase-9" },
    });
    expect([400, 401]).toContain(wrong.status);
    expect((await onlyTheOneBody(wrong)).message).not.toBe("");
    const visitor = await ctx.request("/api/auth/change-password", {
      json: { currentPassword: TEST_PASSWORD, newPassword: "a-brand-new-passphrase-9" },
    });
    expect(visitor.status).toBe(401);
    expect((await onlyTheOneBody(visitor)).code).toBe("UNAUTHORIZED");
  });
});
