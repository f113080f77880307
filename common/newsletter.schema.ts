import { z } from "zod";

export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

export const subscribeInputSchema = z.object({ email: emailField });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;
