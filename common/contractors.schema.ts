import { z } from "zod";

const required = (max: number) => z.string({ error: "Please fill out all required fields" }).trim().min(1, "Please fill out all required fields").max(max);

export const contractorRequestSchema = z.object({
  specialization: required(200),
  yearsExperience: z.coerce.number({ error: "Please fill out all required fields" }).int().min(0, "Please fill out all required fields").max(80),
  relevantProjects: required(5000),
  testimonials: required(5000),
});

export interface ContractorRequestDto {
  id: string;
  userId: string;
  specialization: string;
  yearsExperience: number;
  relevantProjects: string;
  testimonials: string;
  resumeUrl: string | null;
  githubConnected: boolean;
  linkedinConnected: boolean;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  profile?: { fullName: string; email: string; title: string | null; company: string | null; avatarUrl: string | null };
}
