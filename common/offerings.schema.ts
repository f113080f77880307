import { z } from "zod";
import { optionalHttpsUrl, optionalText } from "./fields";
import { emailField } from "./newsletter.schema";

export const OFFERING_CATEGORIES = ["Training", "Consulting", "Tools", "Books", "Resources", "Other"] as const;

export const offeringInputSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  description: z.string().trim().min(20, "Description must be at least 20 characters").max(5000),
  category: z.enum(OFFERING_CATEGORIES, { error: "Please select a valid category" }),
  price: optionalText(100),
  contactInfo: emailField,
  imageUrl: optionalHttpsUrl(),
});
export type OfferingInput = z.input<typeof offeringInputSchema>;

export interface OfferingDto {
  id: string;
  title: string;
  description: string;
  category: (typeof OFFERING_CATEGORIES)[number];
  price: string | null;
  contactInfo: string;
  imageUrl: string | null;
  status: OfferingStatus;
  createdAt: string;
  author: { id: string | null; fullName: string; avatarUrl: string | null };
  canDelete: boolean;
}

export const OFFERING_STATUSES = ["pending", "approved", "rejected"] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];
export const ADMIN_OFFERINGS_PAGE_SIZE = 50;
export const adminOfferingsQuerySchema = z.object({
  status: z.enum(OFFERING_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
