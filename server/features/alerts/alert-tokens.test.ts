import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { commentMailsToken } from "../comments/comment-digest.service";
import { readUnsubscribeToken, unsubscribeToken } from "./alert-tokens";

// docs/decisions/045: one signed-token scheme; job-alert links mailed before it keep working.
const SECRET = "a-secret-of-at-least-thirty-two-chars";
const ID = "0b7c6a52-1f1e-4f7e-9a3b-2d4f5e6a7b8c";
/** A fixed instant: these tokens carry no expiry, so any clock reads them. */
const NOW = new Date("2026-06-01T00:00:00Z");
/** A link as the previous release mailed it. */
const legacy = (secret: string, text: string) => {
  const payload = Buffer.from(text).toString("base64url");
  return `${payload}.${createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url")}`;
};

describe("job-alert unsubscribe tokens", () => {
  it("new tokens use the shared scheme and read back their target", () => {
    const s = unsubscribeToken(SECRET, { type: "saved_search", id: ID });
    const k = unsubscribeToken(SECRET, { type: "kind", kind: "job_alerts", userId: "user-1" });
    expect(s.startsWith("v1.") && k.startsWith("v1.")).toBe(true);
    expect(readUnsubscribeToken(SECRET, s, NOW)).toEqual({ type: "saved_search", id: ID });
    expect(readUnsubscribeToken(SECRET, k, NOW)).toEqual({ type: "kind", kind: "job_alerts", userId: "user-1" });
    expect(readUnsubscribeToken("another-secret-another-secret-1234", s, NOW)).toBeNull();
    // A comment-digest token is no job-alert token.
    expect(readUnsubscribeToken(SECRET, commentMailsToken(SECRET, "user-1"), NOW)).toBeNull();
  });

  it("links mailed in the previous format still work; forged ones do not", () => {
    expect(readUnsubscribeToken(SECRET, legacy(SECRET, `s:${ID}`), NOW)).toEqual({ type: "saved_search", id: ID });
    expect(readUnsubscribeToken(SECRET, legacy(SECRET, "k:job_alerts:user-1"), NOW)).toEqual({
      type: "kind",
      kind: "job_alerts",
      userId: "user-1",
    });
    expect(readUnsubscribeToken(SECRET, legacy("another-secret-another-secret-1234", `s:${ID}`), NOW)).toBeNull();
    expect(readUnsubscribeToken(SECRET, legacy(SECRET, "k:no_such_kind:user-1"), NOW)).toBeNull();
  });
});
