import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Dependencies point one way (docs/decisions/063-one-way-dependencies.md). The zones are generated from the
 * folders, so a new feature is covered the day it is created: no feature imports another feature, except
 * - on the server, the CORE features (registries and services every feature may use; they import no
 *   other feature), and
 * - the one-way USES written down below (each a feature built on another; the decision record lists why,
 *   and server/boundaries.probe.test.ts fails if they ever form a cycle).
 * The web has no exceptions: features are composed in web/src/app.
 * Tests are exempt on the server (a test may drive several features); every other file is covered.
 */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

export const WEB_FEATURES = foldersOf("./web/src/features/");
export const SERVER_FEATURES = foldersOf("./server/features/");
/** Server features any feature may import: moderation's registry and flows, mail preferences, stored files. */
export const SERVER_CORE = ["moderation", "notifications", "files"];
/** The other server features a feature may import (one way: the probe test fails on a cycle). */
export const SERVER_USES = {
  admin: ["jobs", "profiles"],
  applications: ["companies", "jobs"],
  alerts: ["jobs"],
  calendar: ["events"],
  comments: ["blog"],
  jobs: ["companies"],
  matching: ["mentorship"],
  newsletter: ["blog", "events", "jobs"],
  mentorship: ["profiles"],
  recruiter: ["candidates", "jobs"],
  seo: ["blog", "companies", "events", "jobs", "mentorship", "newsletter"],
};
/** What a server feature may import besides itself. */
export const serverFeatureMayImport = (f) => (SERVER_CORE.includes(f) ? SERVER_CORE : [...SERVER_CORE, ...(SERVER_USES[f] ?? [])]);

const layerZones = [
  { target: "./common", from: "./server", message: "common imports nothing of ours" },
  { target: "./common", from: "./web", message: "common imports nothing of ours" },
  { target: "./web", from: "./server", except: ["./api.ts"], message: "web may only import types from server" },
  { target: "./server", from: "./web", message: "server never imports web" },
  { target: "./web/src/components", from: "./web/src/features", message: "components are below features" },
  { target: "./web/src/lib", from: "./web/src/features", message: "lib is below features" },
  { target: "./web/src/features", from: "./web/src/app", message: "features are below app" },
  { target: "./server/lib", from: "./server/features", message: "lib is below features" },
  { target: "./server/db", from: "./server/features", message: "db is below features" },
  { target: "./server/middlewares", from: "./server/features", message: "middlewares are below features" },
];

const webFeatureZones = WEB_FEATURES.map((f) => ({
  target: `./web/src/features/${f}`,
  from: "./web/src/features",
  except: [`./${f}`],
  message: "A web feature must not import another feature; compose them in app/routes (docs/decisions/063).",
}));

const serverFeatureZones = SERVER_FEATURES.map((f) => ({
  target: `./server/features/${f}`,
  from: "./server/features",
  except: [...new Set([f, ...serverFeatureMayImport(f)])].map((x) => `./${x}`),
  message: `The ${f} feature may import only itself and ${serverFeatureMayImport(f).join(", ")} (docs/decisions/063-one-way-dependencies.md): register into a lower feature's hook instead.`,
}));

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "test-results/**", "playwright-report/**", "server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver": { typescript: true, node: true },
      // Without these two, import-x reads no TypeScript module's imports: no-cycle found nothing (docs/decisions/063).
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { maxDepth: 4, ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [...layerZones, ...webFeatureZones],
        },
      ],
    },
  },
  {
    // Server features: the one-way zones and no import cycle, however long (docs/decisions/063).
    files: ["server/features/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...serverFeatureZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The typed API client needs the server's route types, and nothing else of the server.
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], allowTypeImports: true, message: "web may only import types from server" }] },
      ],
    },
  },
  {
    // No `x as unknown as T` outside tests (docs/decisions/068-auth-in-the-contract.md): a double cast
    // silences the type checker; give the value its real type (or a type guard). Its own rule, not a
    // no-restricted-syntax entry: flat config replaces a rule's options per block, and the one-clock block
    // below sets no-restricted-syntax for server files.
    files: ["server/**/*.ts", "web/**/*.{ts,tsx}", "common/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/__tests__/**", "server/test/**", "**/*.testing.ts", "**/*.testkit.ts", "**/*.fixture.ts"],
    plugins: {
      contract: {
        rules: {
          "no-double-cast": {
            meta: { type: "problem", schema: [] },
            create: (context) => ({
              "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']": (node) =>
                context.report({ node, message: "No `as unknown as`: give the value its real type, or narrow it with a type guard." }),
            }),
          },
        },
      },
    },
    rules: { "contract/no-double-cast": "error" },
  },
  {
    // One clock (docs/decisions/065-one-clock.md): server code reads the time only from the injected clock
    // (deps.scheduler.now(), a task's `now`); server/lib/clock.ts is the one place that reads the system time.
    files: ["server/**/*.ts"],
    ignores: ["server/lib/clock.ts", "server/cli/**", "server/test/**", "**/*.test.ts", "**/*.testkit.ts", "**/*.fixture.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the injected clock (deps.scheduler.now() or a task's `now`), not new Date() (docs/decisions/065-one-clock.md).",
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='Date'][callee.property.name='now']",
          message: "Read the injected clock (deps.scheduler.now() or a task's `now`), not Date.now() (docs/decisions/065-one-clock.md).",
        },
      ],
    },
  },
);
