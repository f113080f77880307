import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, TEAM_MAIL_KINDS, TRANSACTIONAL_MAIL_KINDS, type MailKind } from "@common/notifications.schema";
import { mailCallSites } from "./mail-call-sites";
import { MAIL_SENDERS } from "..";

const root = join(import.meta.dirname, "../../..");
const sites = mailCallSites(join(root, "server"), root);

describe("declared mail kinds (docs/decisions/032-job-alerts.md)", () => {
  it("finds the mails the code sends", () => {
    expect(sites).toContain("server/features/alerts/alerts.service.ts#sendJobAlertDigests");
    expect(sites).toContain("server/lib/auth.ts#sendResetPassword");
    expect(sites.length).toBeGreaterThan(20);
  });

  it("every place that sends a mail is declared under a kind", () => {
    const declared = new Set(Object.values(MAIL_SENDERS).flat());
    const undeclared = sites.filter((s) => !declared.has(s));
    expect(
      undeclared,
      "add these senders to their feature's mailKinds in server/features/<f>/<f>.feature.ts (and the kind to common/notifications.schema.ts)",
    ).toEqual([]);
  });

  it("every declared sender still sends (no entry left behind when a mail moves or goes)", () => {
    const stale = Object.values(MAIL_SENDERS)
      .flat()
      .filter((s) => !sites.includes(s));
    expect(stale, "remove or rename these in their feature's mailKinds (server/features/<f>/<f>.feature.ts)").toEqual([]);
  });

  it("every kind is switchable, transactional or for the team, exactly one of them", () => {
    const groups = [NOTIFICATION_KINDS, TRANSACTIONAL_MAIL_KINDS, TEAM_MAIL_KINDS].map((g) => Object.keys(g));
    const all = groups.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(MAIL_SENDERS).sort()).toEqual([...all].sort());
    for (const kind of ["account_security", "mentorship_sessions", "event_registrations"] as MailKind[]) expect(groups[1]).toContain(kind);
  });

  it("the senders of switchable kinds check the member's preference for that kind", () => {
    for (const kind of Object.keys(NOTIFICATION_KINDS) as (keyof typeof NOTIFICATION_KINDS)[]) {
      // Only the declared senders that still send (a feature may have moved its mail elsewhere).
      for (const site of MAIL_SENDERS[kind].filter((x) => sites.includes(x))) {
        const [file, fn] = site.split("#") as [string, string];
        const text = readFileSync(join(root, file), "utf8");
        const body = text.slice(text.search(new RegExp(`\\b(function\\s+${fn}|${fn}\\s*[:=])`)));
        const end = body.search(/\n(export )?(async )?function |\nexport const /);
        expect(body.slice(0, end > 0 ? end : undefined), `${site} must check the "${kind}" preference`).toContain(`"${kind}"`);
      }
    }
  });
});
