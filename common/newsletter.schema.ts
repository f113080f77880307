import { z } from "zod";

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

export const subscribeInputSchema = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const newsletterTokenSchema = z.object({
  token: z.string().trim().min(10, "This link is invalid or has already been used.").max(200),
});
