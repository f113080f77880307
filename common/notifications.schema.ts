import { z } from "zod";

/**
 * Kinds of optional mail a member can turn off in /settings. Decision mails (approved/rejected,
 * booking decisions, expiry warnings) are not optional. Add a kind here, then check it with
 * `isNotificationEnabled(db, userId, kind)` before sending (server/features/notifications).
 */
export const NOTIFICATION_KINDS = {
  blog_comment: { label: "New comments on my articles", default: true },
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKindSchema = z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]], {
  error: "Unknown notification kind",
});

/** PUT /api/me/notification-preferences: any subset of kinds. */
export const notificationPreferencesInputSchema = z.partialRecord(notificationKindSchema, z.boolean({ error: "Must be true or false" }));

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const notificationPreferencesDtoSchema = z.record(notificationKindSchema, z.boolean());
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDtoSchema>;
