// Run by logger.test.ts in a child process: logs many lines to stdout, then ends as told.
import { createLogger } from "./logger";

const log = createLogger("info");
for (let i = 0; i < 5000; i++) log.info("line", { i });
if (process.argv[2] === "exit") process.exit(0);
if (process.argv[2] === "throw") throw new Error("boom");
