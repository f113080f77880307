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

export const OFFERING_STATUSES = ["pending", "approved", "rejected"] as const;
export type OfferingStatus = (typeof OFFERING_STATUSES)[number];
export const ADMIN_OFFERINGS_PAGE_SIZE = 50;
export const adminOfferingsQuerySchema = z.object({
  status: z.enum(OFFERING_STATUSES).default("pending"),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const offeringStatusSchema = z.enum(OFFERING_STATUSES);
export const offeringDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(OFFERING_CATEGORIES),
  price: z.string().nullable(),
  contactInfo: z.string(),
  imageUrl: z.string().nullable(),
  status: offeringStatusSchema,
  createdAt: z.string(),
  author: z.object({
    id: z.string().nullable(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  canDelete: z.boolean(),
  /** Only its owner may edit it; an edit goes back to review (docs/decisions/083). */
  canEdit: z.boolean(),
  /** The last rejection's reason, shown to the owner (and admins) while it stays rejected; null otherwise. */
  rejectionReason: z.string().nullable(),
});
export type OfferingDto = z.infer<typeof offeringDtoSchema>;

/** The fields a reviewer compares between the last review and now. */
export const OFFERING_REVIEWED_FIELDS = ["title", "description", "category", "price", "contactInfo", "imageUrl"] as const;
export type OfferingReviewedField = (typeof OFFERING_REVIEWED_FIELDS)[number];
export const OFFERING_FIELD_LABELS: Record<OfferingReviewedField, string> = {
  title: "Title",
  description: "Description",
  category: "Category",
  price: "Price",
  contactInfo: "Contact email",
  imageUrl: "Image URL",
};

/** One earlier decision on an offering, and one field changed since the last one (docs/decisions/083). */
export const offeringDecisionSchema = z.object({
  decision: z.enum(["approved", "rejected"]),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
export const offeringChangeSchema = z.object({
  field: z.enum(OFFERING_REVIEWED_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type OfferingChange = z.infer<typeof offeringChangeSchema>;
/** What a reviewer sees of an offering: its earlier decisions (oldest first) and the changes since the last one. */
export const adminOfferingDtoSchema = offeringDtoSchema.extend({
  history: z.array(offeringDecisionSchema),
  changes: z.array(offeringChangeSchema),
});
export type AdminOfferingDto = z.infer<typeof adminOfferingDtoSchema>;
/** The owner's view for editing: the offering and its earlier decisions. */
export const ownOfferingDtoSchema = offeringDtoSchema.extend({ history: z.array(offeringDecisionSchema) });
export type OwnOfferingDto = z.infer<typeof ownOfferingDtoSchema>;

/** The public offerings list: 24 a page, "Load more offerings" for the next (a bounded offset cursor). */
export const OFFERINGS_PAGE_SIZE = 24;
export const offeringListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category: z.enum(OFFERING_CATEGORIES).optional(),
  cursor: z.string().max(300).optional(),
});
export const offeringListDtoSchema = z.object({ offerings: z.array(offeringDtoSchema), nextCursor: z.string().nullable() });
export type OfferingListDto = z.infer<typeof offeringListDtoSchema>;
