import { describe, expect, it } from "vitest";
import { canMentor, isAdmin, isOwnerOrAdmin } from "./authz";
import type { Capability } from "./context";

/** A viewer by display role (one capability, or none for "user"). */
const u = (id: string, role: "user" | Capability) => ({ id, capabilities: role === "user" ? [] : [role] });

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

  it("read the capability set, not one role: a recruiter who is also a mentor mentors", () => {
    const both = { id: "b", capabilities: ["recruiter", "mentor"] as Capability[] };
    expect(canMentor(both)).toBe(true);
    expect(isAdmin(both)).toBe(false);
  });
});
