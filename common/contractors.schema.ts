import { z } from "zod";

const required = (max: number) =>
  z.string({ error: "Please fill out all required fields" }).trim().min(1, "Please fill out all required fields").max(max);

export const contractorRequestSchema = z.object({
  specialization: required(200),
  yearsExperience: z.coerce
    .number({ error: "Please fill out all required fields" })
    .int()
    .min(0, "Please fill out all required fields")
    .max(80),
  relevantProjects: required(5000),
  testimonials: required(5000),
});

// Response shapes: the JSON the API sends (docs/decisions/020); the types are inferred from them.
export const contractorRequestDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  specialization: z.string(),
  yearsExperience: z.number(),
  relevantProjects: z.string(),
  testimonials: z.string(),
  resumeUrl: z.string().nullable(),
  githubConnected: z.boolean(),
  linkedinConnected: z.boolean(),
  status: z.union([z.literal("pending"), z.literal("approved"), z.literal("rejected")]),
  createdAt: z.string(),
  profile: z
    .object({
      fullName: z.string(),
      email: z.string(),
      title: z.string().nullable(),
      company: z.string().nullable(),
      avatarUrl: z.string().nullable(),
    })
    .optional(),
});
export type ContractorRequestDto = z.infer<typeof contractorRequestDtoSchema>;
