import { paths } from "@common/paths";
import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

export interface IntroducedMentor {
  id: string;
  fullName: string;
  title: string | null;
  company: string | null;
  expertise: string[];
  bio: string | null;
  /** Why the team proposed them, in one sentence (docs/decisions/083). */
  why?: string | null;
}

/** To the mentee: their mentor(s), profile and a one-click booking link (docs/decisions/033-mentorship-matching.md). */
export const describeMentor = (baseUrl: string, m: IntroducedMentor) =>
  [
    `${m.fullName}${m.title ? `, ${m.title}` : ""}${m.company ? ` at ${m.company}` : ""}`,
    m.why ? `Why this mentor: ${m.why}` : null,
    m.expertise.length ? `Expertise: ${m.expertise.join(", ")}` : null,
    m.bio ? m.bio.slice(0, 400) : null,
    `Profile: ${baseUrl}${paths.mentor(m.id)}`,
    `Book a session: ${baseUrl}${paths.book(m.id)}`,
  ]
    .filter(Boolean)
    .join("\n");

export function introMenteeMail(baseUrl: string, p: { to: string; menteeName: string; mentors: IntroducedMentor[] }): MailMessage {
  const [first] = p.mentors;
  const describe = (m: IntroducedMentor) => describeMentor(baseUrl, m);
  return {
    to: p.to,
    ...renderMail(baseUrl, {
      subject: p.mentors.length > 1 ? "Your mentorship match: two mentors to choose from" : `Your mentorship match: ${first!.fullName}`,
      title: "You have a mentor",
      paragraphs: [
        `Hello ${p.menteeName},`,
        p.mentors.length > 1
          ? "The team picked two mentors for you; book a first session with the one you prefer."
          : "The team matched you with a mentor; book a first session when it suits you.",
        ...p.mentors.map(describe),
      ],
      action: { label: `Book with ${first!.fullName}`, path: paths.book(first!.id) },
      footer: "You receive this because you applied for mentorship in the AppSec Community.",
    }),
  };
}
