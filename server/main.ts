import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps } from "./bootstrap";
import { seedIfEmpty } from "./cli/seed";
import { loadConfig } from "./config";

const config = loadConfig();
const { deps, database } = await createDeps(config);

if (config.seedDemo) await seedIfEmpty(deps);

const webDist = config.webDist ?? fileURLToPath(new URL("../dist/web", import.meta.url));
const app = createApp(deps, { webDist });
deps.mailer.start();

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  deps.logger.info("listening", {
    url: config.baseUrl,
    port: info.port,
    database: database.kind,
    mail: deps.mailer.mode,
    storage: deps.storage.kind,
  });
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  deps.logger.info("shutting down", { signal });
  deps.mailer.stop();
  server.close();
  await database.close().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
