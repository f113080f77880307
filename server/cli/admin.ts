import { createDeps } from "../bootstrap";
import { loadConfig } from "../config";
import { grantAdmin } from "./grant-admin";

/** npm run admin -- grant <email> : makes an existing account an admin. */
async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== "grant" || !email) {
    console.error("Usage: npm run admin -- grant <email>");
    process.exit(2);
  }
  const { deps, database } = await createDeps(loadConfig(), { deliverOnSend: false });
  try {
    if (await grantAdmin(deps.db, email)) {
      console.log(`${email} is now an admin (takes effect on the next sign-in or within a minute).`);
    } else {
      console.error(`No account with the e-mail ${email}. Sign up first, then grant.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

await main();
