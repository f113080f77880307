import { describe, expect, it } from "vitest";
import { canMentor, isAdmin, isOwnerOrAdmin } from "./authz";

const u = (id: string, role: "user" | "mentor" | "admin" | "recruiter") => ({ id, role });

describe("authz helpers", () => {
  it("owner or admin; nobody owns a row whose owner was deleted; visitors own nothing", () => {
    expect(isOwnerOrAdmin(u("a", "user"), "a")).toBe(true);
    expect(isOwnerOrAdmin(u("a", "user"), "b")).toBe(false);
    expect(isOwnerOrAdmin(u("x", "admin"), "b")).toBe(true);
    expect(isOwnerOrAdmin(u("x", "admin"), null)).toBe(true);
    expect(isOwnerOrAdmin(u("a", "user"), null)).toBe(false);
    expect(isOwnerOrAdmin(null, "a")).toBe(false);
    expect(isOwnerOrAdmin(undefined, undefined)).toBe(false);
  });

  it("admins and mentors", () => {
    expect(isAdmin(u("x", "admin"))).toBe(true);
    expect(isAdmin(u("x", "recruiter"))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(canMentor(u("m", "mentor"))).toBe(true);
    expect(canMentor(u("x", "admin"))).toBe(true);
    expect(canMentor(u("a", "user"))).toBe(false);
    expect(canMentor(null)).toBe(false);
  });
});
