import { renderMail } from "../../../lib/mail-layout";
import type { MailMessage } from "../../../lib/mail";

/** To the mentor: who the mentee is and what they want (docs/decisions/033-mentorship-matching.md). */
export function introMentorMail(
  baseUrl: string,
  p: {
    to: string;
    mentorName: string;
    menteeName: string;
    menteeEmail: string;
    currentRole: string;
    years: string;
    area: string;
    goals: string;
    choice: boolean;
  },
): MailMessage {
  return {
    to: p.to,
    replyTo: p.menteeEmail,
    ...renderMail(baseUrl, {
      subject: `Mentorship introduction: ${p.menteeName}`,
      title: `Meet ${p.menteeName}`,
      paragraphs: [
        `Hello ${p.mentorName},`,
        `The team matched you with ${p.menteeName}, ${p.currentRole} (${p.years} years), interested in ${p.area}.${p.choice ? " They were offered two mentors and may book either." : ""}`,
        `Their goals:\n${p.goals}`,
        "They will book a first session through your calendar. If you cannot take them on, decline the match with a reason and the team will find someone else.",
      ],
      action: { label: "See the match", path: "/profile?tab=mentees" },
      footer: "You receive this because you mentor in the AppSec Community.",
    }),
  };
}
