import type { z } from "zod";
import type { sponsorInquirySchema } from "@common/sponsors.schema";
import { sponsorInquiries } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { renderMail } from "../../lib/mail-layout";

/** Stores a sponsorship inquiry and mails it to the team (Reply-To the sender) in one transaction. */
export async function submitSponsorInquiry(
  { db, mailer, config }: Pick<AppDeps, "db" | "mailer" | "config">,
  input: z.output<typeof sponsorInquirySchema>,
) {
  await db.transaction(async (tx) => {
    await tx.insert(sponsorInquiries).values(input);
    await mailer.send(
      {
        to: config.teamEmail,
        replyTo: input.email,
        ...renderMail(config.baseUrl, {
          subject: `Sponsorship interest: ${input.companyName} (${input.tier})`,
          paragraphs: [
            `${input.firstName} ${input.lastName} <${input.email}>, ${input.phone}`,
            `Company: ${input.companyName}\nTier: ${input.tier}`,
            ...(input.comments ? [input.comments] : []),
          ],
          action: { label: "Open the team's inbox", path: "/admin/inbox" },
          footer: "Reply to this mail to answer the sender.",
        }),
      },
      tx,
    );
  });
}
