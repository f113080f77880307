import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

const alias = {
  "@common": fileURLToPath(new URL("./common", import.meta.url)),
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: one worker on the gate's two, which then runs a
    // whole non-isolated project in one process while the second core waits (docs/decisions/089-gate-time-2.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "common/**/*.test.ts"],
          setupFiles: ["server/test/vitest-setup.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: "forks",
          // A worker's files share its modules and its embedded database (docs/decisions/081-shared-test-workers.md).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          setupFiles: ["web/src/test/setup.ts"],
          testTimeout: 20000,
          // A worker's files share its modules (React, the router, the UI kit are imported once per worker, not
          // per file); each file still gets its own DOM and network handlers (docs/decisions/089-gate-time-2.md).
          isolate: false,
        },
      },
    ],
  },
});
