import { z } from "zod";
import { emailField } from "./newsletter.schema";

export const SPONSOR_TIERS = [
  { id: "silver", name: "Silver Supporting Partners" },
  { id: "gold", name: "Gold Strategic Partners" },
  { id: "diamond", name: "Diamond Premier Partners" },
] as const;

export const sponsorInquirySchema = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100),
  companyName: z.string({ error: "Company name is required" }).trim().min(1, "Company name is required").max(200),
  email: emailField,
  phone: z.string({ error: "Phone number is required" }).trim().min(1, "Phone number is required").max(40),
  tier: z.enum(["silver", "gold", "diamond"], { error: "Please select a sponsorship tier" }),
  comments: z
    .string()
    .trim()
    .max(3000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type SponsorInquiryInput = z.input<typeof sponsorInquirySchema>;
