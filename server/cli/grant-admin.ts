import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/** Gives the account with this e-mail the admin capability (keeping the others); false when there is none. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ capabilities: sql`array_append(array_remove(${user.capabilities}, 'admin'), 'admin')`, updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
