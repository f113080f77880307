/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), v)`) as `propertyNames: { enum }` plus
 * `additionalProperties: v` plus `required: [every key]`: valid JSON Schema, but a reader that only looks at
 * `properties` (redocly's no-required-schema-properties-undefined, openapi-typescript) sees required keys
 * that are never defined. The same object, spelled out: each key a property of the value schema, nothing
 * else allowed. Walks the whole document in place (docs/decisions/038).
 */
export function spellOutEnumRecords<D>(document: D): D {
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const schema = node as Record<string, unknown>;
    const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
    const value = schema.additionalProperties;
    if (
      schema.type === "object" &&
      Array.isArray(keys) &&
      keys.every((k) => typeof k === "string") &&
      value &&
      typeof value === "object" &&
      !schema.properties
    ) {
      schema.properties = Object.fromEntries((keys as string[]).map((k) => [k, structuredClone(value)]));
      schema.additionalProperties = false;
      delete schema.propertyNames;
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}
