import { describe, expect, it } from "vitest";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";
import { isNotificationEnabled } from "./notifications.service";

const ctx = setupTestContext();

describe("notification preferences", () => {
  it("defaults (the mentors' mail per job opt-in, docs/decisions/059), can be turned off per kind, and rejects unknown kinds", async () => {
    const u = await signedIn(ctx);
    expect(await isNotificationEnabled(ctx.deps.db, u.id, "blog_comment")).toBe(true);
    let res = await u.request("/api/me/notification-preferences");
    expect(await res.json()).toEqual({
      preferences: {
        application_updates: true,
        blog_comment: true,
        candidate_alerts: true,
        event_reminders: true,
        job_alerts: true,
        job_interest_digest: true,
        job_review_each: false,
        job_review_digest: true,
        mentorship_feedback: true,
        notification_catch_up: true,
        session_reminders: true,
      },
    });

    res = await u.request("/api/me/notification-preferences", { method: "PUT", json: { blog_comment: false } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      preferences: {
        application_updates: true,
        blog_comment: false,
        candidate_alerts: true,
        event_reminders: true,
        job_alerts: true,
        job_interest_digest: true,
        job_review_each: false,
        job_review_digest: true,
        mentorship_feedback: true,
        notification_catch_up: true,
        session_reminders: true,
      },
    });
    expect(await isNotificationEnabled(ctx.deps.db, u.id, "blog_comment")).toBe(false);

    res = await u.request("/api/me/notification-preferences", { method: "PUT", json: { nope: true } });
    expect(res.status).toBe(400);
    res = await u.request("/api/me/notification-preferences", { method: "PUT", json: { blog_comment: "yes" } });
    expect(res.status).toBe(400);
    expect(await isNotificationEnabled(ctx.deps.db, u.id, "blog_comment")).toBe(false);
    // Transactional kinds are not switchable.
    res = await u.request("/api/me/notification-preferences", { method: "PUT", json: { account_security: false } });
    expect(res.status).toBe(400);
  });
});
