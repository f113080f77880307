import { z } from "zod";
import { emailField } from "./newsletter.schema";

export const contactInputSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100),
  email: emailField,
  subject: z.string().trim().min(5, "Subject must be at least 5 characters").max(200),
  message: z.string().trim().min(10, "Message must be at least 10 characters").max(5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
