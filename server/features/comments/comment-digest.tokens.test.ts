import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { unsubscribeToken } from "../alerts/alert-tokens";
import { isNotificationEnabled } from "../notifications/notifications.service";
import { commentMailsToken, readCommentMailsToken } from "./comment-digest.service";

// docs/decisions/045: one signed-token scheme; comment-digest links mailed before it keep working.
const ctx = setupTestContext();
const secret = () => ctx.deps.config.authSecret;
/** A fixed instant: these tokens carry no expiry, so any clock reads them. */
const NOW = new Date("2026-06-01T00:00:00Z");
/** A link as the previous release mailed it. */
const legacyToken = (s: string, userId: string) =>
  `${Buffer.from(userId).toString("base64url")}.${createHmac("sha256", s).update(`comment-digest-unsubscribe:${userId}`).digest("base64url")}`;
const oneClick = (token: string) =>
  ctx.request(`/api/comment-mails/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    noOrigin: true,
    body: "List-Unsubscribe=One-Click",
  });

describe("comment digest unsubscribe tokens", () => {
  it("new links use the shared scheme and are bound to their purpose", () => {
    const t = commentMailsToken(secret(), "user-1");
    expect(t.startsWith("v1.")).toBe(true);
    expect(readCommentMailsToken(secret(), t, NOW)).toBe("user-1");
    // A job-alert token for the same member does not turn comment mails off.
    expect(
      readCommentMailsToken(secret(), unsubscribeToken(secret(), { type: "kind", kind: "blog_comment", userId: "user-1" }), NOW),
    ).toBeNull();
    expect(readCommentMailsToken("another-secret-another-secret-1234", t, NOW)).toBeNull();
  });

  it("a link mailed before the shared scheme still turns comment mails off; a forged one does not", async () => {
    const author = await signedIn(ctx);
    const victim = await signedIn(ctx);
    expect(await isNotificationEnabled(ctx.deps.db, author.id, "blog_comment")).toBe(true);

    const forged = legacyToken("not-the-app-secret-not-the-app-secret", victim.id);
    expect((await oneClick(forged)).status).toBe(400);
    const swapped = `${Buffer.from(victim.id).toString("base64url")}.${legacyToken(secret(), author.id).split(".")[1]}`;
    expect((await oneClick(swapped)).status).toBe(400);
    expect(await isNotificationEnabled(ctx.deps.db, victim.id, "blog_comment")).toBe(true);

    expect((await oneClick(legacyToken(secret(), author.id))).status).toBe(200);
    expect(await isNotificationEnabled(ctx.deps.db, author.id, "blog_comment")).toBe(false);
    expect(await isNotificationEnabled(ctx.deps.db, victim.id, "blog_comment")).toBe(true);

    expect((await oneClick(commentMailsToken(secret(), victim.id))).status).toBe(200);
    expect(await isNotificationEnabled(ctx.deps.db, victim.id, "blog_comment")).toBe(false);
  });
});
