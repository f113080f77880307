import { describe, expect, it } from "vitest";
import { meDto } from "@common/profiles.schema";
import { adminMe, sessionMe } from "./session";

// The fixtures must be answers the server can give: /api/session always carries the member's profile.
describe("the session fixtures", () => {
  it("validate against the schema of /api/session's `me`", () => {
    const mentor = sessionMe({ id: "00000000-0000-4000-8000-0000000000b2", email: "ana@example.test", name: "Ana", role: "mentor" });
    expect(meDto.safeParse(mentor).success).toBe(true);
    expect(meDto.safeParse(adminMe).success).toBe(true);
    expect(mentor.profile).toMatchObject({ fullName: "Ana", email: "ana@example.test", role: "mentor" });
  });
});
