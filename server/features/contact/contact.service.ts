import type { z } from "zod";
import type { contactInputSchema } from "@common/contact.schema";
import { contactMessages } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { renderMail } from "../../lib/mail-layout";

/** Stores a contact message and mails it to the team (Reply-To the sender) in one transaction. */
export async function sendContactMessage(
  { db, mailer, config }: Pick<AppDeps, "db" | "mailer" | "config">,
  input: z.output<typeof contactInputSchema>,
  userId: string | null,
) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, userId });
    await mailer.send(
      {
        to: config.teamEmail,
        replyTo: input.email,
        ...renderMail(config.baseUrl, {
          subject: `[Contact] ${input.subject}`,
          title: input.subject,
          paragraphs: [`From: ${input.name} <${input.email}>`, input.message],
          action: { label: "Open the team's inbox", path: "/admin/inbox" },
          footer: "Reply to this mail to answer the sender.",
        }),
      },
      tx,
    );
  });
}
