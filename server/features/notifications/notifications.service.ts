/**
 * Per-user, per-kind mail preferences. A missing row means the kind's default
 * (NOTIFICATION_KINDS in common/notifications.schema.ts).
 *
 *   if (await isNotificationEnabled(db, userId, "blog_comment")) await mailer.send(…);
 */
import { and, eq, sql } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferencesDto } from "@common/notifications.schema";
import type { Db } from "../../db/client";
import { notificationPreferences } from "../../db/schema";

export async function isNotificationEnabled(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)))
    .limit(1);
  return row ? row.enabled : NOTIFICATION_KINDS[kind].default;
}

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferencesDto> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const prefs = Object.fromEntries(Object.entries(NOTIFICATION_KINDS).map(([k, v]) => [k, v.default])) as NotificationPreferencesDto;
  for (const r of rows) if (r.kind in prefs) prefs[r.kind as NotificationKind] = r.enabled;
  return prefs;
}

export async function setNotificationPreferences(db: Db, userId: string, changes: Partial<Record<NotificationKind, boolean>>) {
  const entries = Object.entries(changes).filter((e): e is [NotificationKind, boolean] => typeof e[1] === "boolean");
  if (entries.length) {
    await db
      .insert(notificationPreferences)
      .values(entries.map(([kind, enabled]) => ({ userId, kind, enabled })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
      });
  }
  return getNotificationPreferences(db, userId);
}
