import { paths } from "@common/paths";
import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";
import { describeMentor, type IntroducedMentor } from "./intro-mentee.mail";

/**
 * To the mentee: a proposed mentor declined (docs/decisions/083). Their booking link is withdrawn; the
 * next best mentor proposed instead is introduced as in the match mail, with why they were chosen.
 */
export function mentorDeclinedMenteeMail(
  baseUrl: string,
  p: { to: string; menteeName: string; declinedName: string; instead: IntroducedMentor | null; othersLeft: boolean },
): MailMessage {
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: p.instead
        ? `Your mentorship match: ${p.instead.fullName} instead of ${p.declinedName}`
        : `${p.declinedName} cannot mentor you`,
      title: p.instead ? "A new mentor for you" : "A mentor declined",
      paragraphs: [
        `Hello ${p.menteeName},`,
        `${p.declinedName} cannot take a new mentee now, so their booking link no longer works.`,
        p.instead
          ? "The team's matching proposed the next best mentor for you; book a first session when it suits you."
          : p.othersLeft
            ? "Your other proposed mentor can still be booked."
            : "The team will look for another mentor for you and write to you again.",
        ...(p.instead ? [describeMentor(baseUrl, p.instead)] : []),
      ],
      action: p.instead
        ? { label: `Book with ${p.instead.fullName}`, path: paths.book(p.instead.id) }
        : { label: "See your mentorship", path: paths.mentorship },
      footer: "You receive this because you applied for mentorship in the AppSec Community.",
    }),
  };
}
