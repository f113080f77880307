/**
 * Writes server/client/openapi.d.ts: the TypeScript types of /api/openapi.json (openapi-typescript), for a
 * typed client (openapi-fetch) such as the one server/api.typed-client.test.ts drives (decision 038).
 * Run after changing a route's declaration: `npx tsx server/cli/openapi-types.ts`. Third parties generate
 * the same from a running instance: `npx openapi-typescript https://<host>/api/openapi.json -o api.d.ts`.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { openApiDocument } from "../api";

export const TYPES_FILE = resolve(import.meta.dirname, "../client/openapi.d.ts");

export async function openApiTypes(): Promise<string> {
  const ast = await openapiTS((await openApiDocument()) as Parameters<typeof openapiTS>[0], { alphabetize: true });
  const header = "// Generated from /api/openapi.json by server/cli/openapi-types.ts: do not edit (docs/decisions/038).\n";
  return format(header + astToString(ast), { ...(await resolveConfig(TYPES_FILE)), filepath: TYPES_FILE });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(TYPES_FILE, await openApiTypes());
  console.log(`wrote ${TYPES_FILE}`);
}
