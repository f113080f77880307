import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

/** Makes the account with this e-mail an admin; false when there is none. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: "admin", updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
