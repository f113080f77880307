import { describe, expect, it } from "vitest";
import { signedIn } from "./test/factories";
import { setupTestContext } from "./test/setup";

/**
 * Three answers the document did not declare (docs/decisions/068): each is declared now, and the answer
 * is the one declared.
 */
const ctx = setupTestContext();

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
const documentOf = async () => (await (await ctx.request("/api/openapi.json")).json()) as Doc;

describe("answers the document declares (decision 068)", () => {
  it("GET /api/jobs?contractorOnly=true: a member who is no verified contractor gets the declared 403", async () => {
    const doc = await documentOf();
    expect(Object.keys(doc.paths["/api/jobs"]!.get!.responses)).toContain("403");
    const member = await signedIn(ctx, "user");
    const res = await member.request("/api/jobs?contractorOnly=true");
    expect(res.status).toBe(403);
  });

  it("the session .ics declares 409 (only approved sessions have a calendar file)", async () => {
    const doc = await documentOf();
    const ics = Object.entries(doc.paths).find(([p]) => p.endsWith("/ics") && p.includes("appointments"));
    expect(ics).toBeDefined();
    expect(Object.keys(ics![1].get!.responses)).toContain("409");
  });

  it("the file routes declare the media types they serve, not application/octet-stream", async () => {
    const doc = await documentOf();
    const publicFile = Object.keys(doc.paths["/api/files/public/{key}"]!.get!.responses["200"]!.content ?? {});
    const privateFile = Object.keys(doc.paths["/api/files/{id}/download"]!.get!.responses["200"]!.content ?? {});
    expect(publicFile).toEqual(expect.arrayContaining(["image/png", "image/jpeg", "image/webp"]));
    expect(privateFile).toEqual(expect.arrayContaining(["application/pdf"]));
    expect([...publicFile, ...privateFile]).not.toContain("application/octet-stream");
  });
});
