import { describe, expect, it } from "vitest";
import { userIdParam } from "@common/fields";
import { openApiDocument } from "./api";

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { format?: string };
}
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

// Routes whose :id is a member's (better-auth user) id, not a row's UUID.
const USER_ID_ROUTES = [
  ["get", "/api/candidates/{id}"],
  ["get", "/api/mentors/{id}"],
  ["get", "/api/mentors/{id}/testimonials"],
  ["put", "/api/admin/users/{id}/role"],
  ["delete", "/api/admin/users/{id}"],
  ["post", "/api/admin/mentor-applications/{id}/approve"],
  ["post", "/api/admin/mentor-applications/{id}/reject"],
] as const;

describe("member ids as route parameters (common/fields.ts userIdParam)", () => {
  it("takes better-auth's opaque ids, not only UUIDs, and refuses an empty or overlong one", () => {
    expect(userIdParam.safeParse("q3Zt8vWk1bN0xYpR5sLm2cDe4fGh6jKa").success).toBe(true);
    expect(userIdParam.safeParse("00000000-0000-4000-8000-000000000001").success).toBe(true);
    expect(userIdParam.safeParse("").success).toBe(false);
    expect(userIdParam.safeParse("x".repeat(101)).success).toBe(false);
  });

  it("is the one schema of every such route, so the API document says what the id is", async () => {
    const doc = (await openApiDocument()) as Doc;
    for (const [method, path] of USER_ID_ROUTES) {
      const id = doc.paths[path]?.[method]?.parameters?.find((p) => p.in === "path" && p.name === "id");
      expect(id, `${method} ${path}`).toBeDefined();
      expect(id!.description, `${method} ${path}`).toBe(userIdParam.description);
      expect(id!.schema?.format, `${method} ${path}`).toBeUndefined();
    }
  });
});
