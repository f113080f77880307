import { z } from "zod";

export const PLANS = [
  { id: "user", name: "Member", price: "Free", features: ["Access to community resources", "A professional profile", "Job applications"] },
  {
    id: "supporter",
    name: "Supporter",
    price: "$5/month",
    features: ["Supporter badge", "Private Discord access", "Early access to new features"],
  },
  {
    id: "recruiter",
    name: "Recruiter",
    price: "$10/month",
    features: ["Unlimited job posts", "Candidate search", "Premium job board placement"],
  },
] as const;
export type PlanId = (typeof PLANS)[number]["id"];

export const planChangeSchema = z.object({ plan: z.enum(["user", "supporter", "recruiter"]) });
export const PLAN_LOCKED_ROLES = ["admin", "mentor", "mentor_applicant", "contractor"] as const;
export const planName = (id: string) => PLANS.find((p) => p.id === id)?.name ?? id;
