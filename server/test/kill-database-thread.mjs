// A test's hook (node --import): SIGUSR2 terminates the process's worker threads, as if the embedded
// database's thread had died on its own (server/cli/production-start.test.ts). It records each Worker
// made after it loaded, by putting a subclass in node:worker_threads' exports before the app imports it.
import { createRequire, syncBuiltinESMExports } from "node:module";

const threads = createRequire(import.meta.url)("node:worker_threads");
const live = new Set();
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(...args) {
    super(...args);
    live.add(this);
    this.once("exit", () => live.delete(this));
  }
};
syncBuiltinESMExports();
process.on("SIGUSR2", () => {
  for (const worker of live) void worker.terminate();
});
