import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = [
  "auth",
  "profiles",
  "mentorship",
  "jobs",
  "candidates",
  "blog",
  "comments",
  "events",
  "offerings",
  "newsletter",
  "contact",
  "sponsors",
  "billing",
  "admin",
  "recruiter",
  "contractors",
  "files",
  "health",
  "dev-mail",
];

/** A feature never imports another feature (web); server features talk through services only. */
const webFeatureZones = features.map((f) => ({
  target: `./web/src/features/${f}`,
  from: "./web/src/features",
  except: [`./${f}`],
  message: "A web feature must not import another feature; compose them in app/routes.",
}));

/**
 * Server files that still read the system time, not yet moved to the injected clock (docs/decisions/065-one-clock.md):
 * the one-clock rule skips them until they are; the list only shrinks.
 */
const clockNotYet = [
  "server/features/blog/blog.routes.ts",
  "server/features/blog/blog.service.ts",
  "server/features/contractors/contractors.service.ts",
  "server/features/jobs/job-submissions.service.ts",
  "server/features/mentorship/availability.service.ts",
  "server/features/mentorship/mentor-applications.service.ts",
  "server/features/mentorship/mentorship.service.ts",
  "server/features/mentorship/sessions.service.ts",
  "server/features/moderation/moderation.routes.ts",
  "server/features/moderation/moderation.service.ts",
  "server/features/offerings/offerings.service.ts",
  "server/lib/ics.ts",
  "server/lib/signed-token.ts",
];

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
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { maxDepth: 4, ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
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
            ...webFeatureZones,
          ],
        },
      ],
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
    // One clock (docs/decisions/065-one-clock.md): server code reads the time only from the injected clock
    // (deps.scheduler.now(), a task's `now`); server/lib/clock.ts is the one place that reads the system time.
    files: ["server/**/*.ts"],
    ignores: [
      "server/lib/clock.ts",
      "server/cli/**",
      "server/test/**",
      "**/*.test.ts",
      "**/*.testkit.ts",
      "**/*.fixture.ts",
      ...clockNotYet,
    ],
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
