import { eq } from "drizzle-orm";
import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { user } from "../db/schema";

/** npm run admin -- grant <email> : makes an existing account an admin. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== "grant" || !email) {
    console.error("Usage: npm run admin -- grant <email>");
    process.exit(2);
  }
  const config = loadConfig();
  const { deps, database } = await createDeps(config, { deliverOnSend: false });
  try {
    const rows = await deps.db
      .update(user)
      .set({ role: "admin", updatedAt: new Date() })
      .where(eq(user.email, email.trim().toLowerCase()))
      .returning({ id: user.id });
    if (rows.length === 0) {
      console.error(`No account with the e-mail ${email}. Sign up first, then grant.`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is now an admin (takes effect on the next sign-in or within a minute).`);
    }
  } finally {
    await database.close();
  }
}

await main();
