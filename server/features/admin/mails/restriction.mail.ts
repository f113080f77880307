import type { RestrictionKind } from "@common/trust";
import type { MailMessage } from "../../../lib/mail";
import { renderMail } from "../../../lib/mail-layout";
import { paths } from "@common/paths";

/** "March 5, 2026, 14:00 (UTC)": members read these in any zone, so the zone is stated. */
export const restrictionDate = (d: Date) =>
  `${d.toLocaleString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false })} (UTC)`;

const WHAT: Record<RestrictionKind, { noun: string; effect: string }> = {
  silence: {
    noun: "silenced",
    effect: "You can still sign in and read, but you cannot post, comment, flag, book or apply until then.",
  },
  suspend: { noun: "suspended", effect: "You cannot sign in until then; every session of yours has been signed out." },
};

type To = { to: string; name: string; teamEmail: string };

/** To the member: staff silenced or suspended the account, until when, why, and how to appeal. */
export function restrictionPlacedMail(baseUrl: string, p: To & { kind: RestrictionKind; until: Date; reason: string }): MailMessage {
  const w = WHAT[p.kind];
  return {
    to: p.to,
    replyTo: p.teamEmail,
    ...renderMail(baseUrl, {
      subject: `Your AppSec Community account is ${w.noun} until ${restrictionDate(p.until)}`,
      title: `Your account is ${w.noun}`,
      paragraphs: [
        `Hello ${p.name},`,
        `The AppSec Community staff have ${w.noun} your account until ${restrictionDate(p.until)}.`,
        `Reason: ${p.reason}`,
        w.effect,
        `To appeal, reply to this mail (it goes to ${p.teamEmail}).`,
      ],
      footer: "You receive this because staff placed a restriction on your AppSec Community account.",
    }),
  };
}

/** To the member: staff lifted the restriction before its end. */
export function restrictionLiftedMail(baseUrl: string, p: To & { kind: RestrictionKind; reason: string }): MailMessage {
  const w = WHAT[p.kind];
  return {
    to: p.to,
    replyTo: p.teamEmail,
    ...renderMail(baseUrl, {
      subject: `Your AppSec Community account is no longer ${w.noun}`,
      title: `Your account is no longer ${w.noun}`,
      paragraphs: [`Hello ${p.name},`, `The staff have lifted the restriction on your account early.`, `Note from the staff: ${p.reason}`],
      action: p.kind === "suspend" ? { label: "Sign in", path: paths.login } : undefined,
      footer: "You receive this because staff changed a restriction on your AppSec Community account.",
    }),
  };
}

/** To the member, once, from the scheduler: the restriction reached its end. */
export function restrictionEndedMail(baseUrl: string, p: To & { kind: RestrictionKind }): MailMessage {
  const w = WHAT[p.kind];
  return {
    to: p.to,
    replyTo: p.teamEmail,
    ...renderMail(baseUrl, {
      subject: `Your AppSec Community account is no longer ${w.noun}`,
      title: p.kind === "silence" ? "Your silence has ended" : "Your suspension has ended",
      paragraphs: [`Hello ${p.name},`, `The restriction on your account has ended; you can take part again as before.`],
      action: p.kind === "suspend" ? { label: "Sign in", path: paths.login } : undefined,
      footer: "You receive this because staff placed a restriction on your AppSec Community account.",
    }),
  };
}
