import { describe, expect, it } from "vitest";
import { hmacMatches, isSignedToken, readSignedToken, safeEqual, signToken } from "./signed-token";

const SECRET = "a-secret-of-at-least-thirty-two-chars";
/** A fixed instant: these tokens carry no expiry, so any clock reads them. */
const NOW = new Date("2026-06-01T00:00:00Z");

describe("purpose-bound signed tokens (docs/decisions/045)", () => {
  it("reads back the subject for its purpose only, and with its own secret only", () => {
    const t = signToken(SECRET, "unsubscribe:comment-mails", "user-1");
    expect(isSignedToken(t)).toBe(true);
    expect(readSignedToken(SECRET, "unsubscribe:comment-mails", t, NOW)).toBe("user-1");
    expect(readSignedToken(SECRET, "unsubscribe:saved-search", t, NOW)).toBeNull();
    expect(readSignedToken("another-secret-of-thirty-two-chars!!", "unsubscribe:comment-mails", t, NOW)).toBeNull();
  });

  it("refuses a changed subject, a changed purpose in the payload, a cut or padded token", () => {
    const t = signToken(SECRET, "p", "alice");
    const [v, , mac] = t.split(".");
    const forged = (purpose: string, subject: string) => `${v}.${Buffer.from(`${purpose}\n${subject}\n`).toString("base64url")}.${mac}`;
    expect(readSignedToken(SECRET, "p", forged("p", "bob"), NOW)).toBeNull();
    expect(readSignedToken(SECRET, "q", forged("q", "alice"), NOW)).toBeNull();
    expect(readSignedToken(SECRET, "p", `${t}.x`, NOW)).toBeNull();
    expect(readSignedToken(SECRET, "p", t.slice(0, -1), NOW)).toBeNull();
    expect(readSignedToken(SECRET, "p", t.replace(/^v1/, "v2"), NOW)).toBeNull();
    expect(readSignedToken(SECRET, "p", "", NOW)).toBeNull();
    expect(() => signToken(SECRET, "p", "a\nb")).toThrow();
  });

  it("an expiry is signed and enforced", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    const t = signToken(SECRET, "p", "s", { expiresAt: new Date("2026-06-02T00:00:00Z") });
    expect(readSignedToken(SECRET, "p", t, now)).toBe("s");
    expect(readSignedToken(SECRET, "p", t, new Date("2026-06-02T00:00:00Z"))).toBeNull();
    const [v, payload, mac] = t.split(".");
    const later = Buffer.from(Buffer.from(payload!, "base64url").toString().replace(/\d+$/, "9999999999")).toString("base64url");
    expect(readSignedToken(SECRET, "p", `${v}.${later}.${mac}`, now)).toBeNull();
  });

  it("compares in constant time and reports unequal lengths as unequal", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(hmacMatches(SECRET, "m", "nope")).toBe(false);
  });
});
