import { addDays, todayIn, zonedToUtc } from "@common/time";
import { and, asc, eq, isNull } from "drizzle-orm";
import { appointments, mentorSessionTypes, mentorshipApplications, profiles } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import type { DemoUsers } from "../seed";
import { createAccount } from "./users";

const MENTORS = [
  [
    "Alex Rivera",
    "Principal AppSec Engineer",
    "Stripe-like Payments",
    "America/New_York",
    ["Threat Modeling", "Secure Code Review", "Payments Security"],
  ],
  ["Bea Schmidt", "Head of Product Security", "Fabrikam Cloud", "Europe/Berlin", ["Cloud Security", "AWS", "Kubernetes"]],
  ["Chidi Okeke", "Senior Penetration Tester", "Red Lantern Labs", "Africa/Lagos", ["Penetration Testing", "Web Security", "Bug Bounty"]],
  ["Dana Cohen", "DevSecOps Lead", "Northwind Bank", "Asia/Jerusalem", ["DevSecOps", "CI/CD", "Supply Chain Security"]],
  ["Ethan Brooks", "Security Architect", "Contoso Health", "America/Chicago", ["Security Architecture", "Zero Trust", "Identity"]],
  ["Farah Siddiqui", "AppSec Manager", "Globex Retail", "Europe/London", ["Security Management", "Security Champions", "Career Growth"]],
  ["Gabriel Silva", "Mobile Security Engineer", "Hooli", "America/Sao_Paulo", ["Mobile Security", "Android", "iOS"]],
  ["Hiro Tanaka", "Staff Security Engineer", "Tyrell Robotics", "Asia/Tokyo", ["Fuzzing", "Rust", "Memory Safety"]],
  ["Ines Moreau", "API Security Specialist", "Umbrella Labs", "Europe/Paris", ["API Security", "OAuth", "GraphQL"]],
  ["Jonas Berg", "Cloud Security Consultant", "Initech", "Europe/Stockholm", ["Cloud Security", "Azure", "Terraform"]],
  ["Kavya Reddy", "Security Engineering Manager", "Wayne Logistics", "Asia/Kolkata", ["Leadership", "Hiring", "Threat Modeling"]],
  [
    "Leo Martins",
    "Offensive Security Engineer",
    "Stark Payments",
    "Europe/Lisbon",
    ["Red Teaming", "Penetration Testing", "Active Directory"],
  ],
] as const;

export async function seedMentorship(deps: AppDeps, users: DemoUsers) {
  await deps.db
    .update(profiles)
    .set({
      title: "Senior Application Security Engineer",
      company: "AppSec Community",
      bio: "I have spent ten years in application security, from pentesting to building security programs. Happy to talk careers, threat modeling and code review.",
      expertise: ["Application Security", "Threat Modeling", "Career Growth"],
      timezone: "Europe/Berlin",
    })
    .where(eq(profiles.id, users.mentor.id));
  const mentors = [];
  for (const [name, title, company, timezone, expertise] of MENTORS) {
    mentors.push(
      await createAccount(deps, {
        email: `${name
          .toLowerCase()
          .replace(/[^a-z ]/g, "")
          .replace(/\s+/g, ".")}@mentors.example.com`,
        name,
        role: "mentor",
        profile: {
          title,
          company,
          timezone,
          expertise: [...expertise],
          bio: `${title} at ${company}. I mentor people who are moving into application security, with a focus on ${expertise.join(", ").toLowerCase()}.`,
          yearsExperience: 8 + mentors.length,
        },
      }),
    );
  }
  // One mentor with their own weekly hours (weekday evenings, Saturday mornings); the others keep the default.
  const evenings = ["5:00 PM", "6:00 PM", "7:00 PM"];
  await deps.db
    .update(profiles)
    .set({ availability: { 0: [], 1: evenings, 2: evenings, 3: evenings, 4: evenings, 5: [], 6: ["9:00 AM", "10:00 AM", "11:00 AM"] } })
    .where(eq(profiles.id, mentors[2]!.id));
  const today = todayIn("Europe/Berlin");
  const m = users.mentor.id;
  // Each session is of its mentor's default type (added with the mentor capability: docs/decisions/086).
  const defaultType = new Map<string, string>();
  for (const id of [m, mentors[0]!.id, mentors[1]!.id]) {
    const [type] = await deps.db
      .select({ id: mentorSessionTypes.id })
      .from(mentorSessionTypes)
      .where(and(eq(mentorSessionTypes.mentorId, id), isNull(mentorSessionTypes.archivedAt)))
      .orderBy(asc(mentorSessionTypes.createdAt))
      .limit(1);
    if (!type) throw new Error(`seed: mentor ${id} has no session type`);
    defaultType.set(id, type.id);
  }
  const sessions: (typeof appointments.$inferInsert)[] = [
    {
      mentorId: m,
      userId: users.member.id,
      date: addDays(today, 3),
      time: "10:00 AM",
      startsAt: zonedToUtc(addDays(today, 3), "10:00 AM", "Europe/Berlin"),
      topic: "Breaking into AppSec from QA",
      status: "pending",
    },
    {
      mentorId: m,
      userId: users.supporter.id,
      date: addDays(today, 5),
      time: "2:00 PM",
      startsAt: zonedToUtc(addDays(today, 5), "2:00 PM", "Europe/Berlin"),
      topic: "Threat modeling a payments API",
      notes: "I will share a diagram beforehand.",
      status: "approved",
    },
    {
      mentorId: m,
      userId: users.member.id,
      date: addDays(today, -7),
      time: "11:00 AM",
      startsAt: zonedToUtc(addDays(today, -7), "11:00 AM", "Europe/Berlin"),
      topic: "Resume review",
      status: "completed",
    },
    {
      mentorId: m,
      userId: users.recruiter.id,
      date: addDays(today, 8),
      time: "3:00 PM",
      startsAt: zonedToUtc(addDays(today, 8), "3:00 PM", "Europe/Berlin"),
      topic: "What makes a good AppSec job post",
      status: "declined",
      declineReason: "Travelling that week, please pick another date.",
    },
    {
      mentorId: mentors[0]!.id,
      userId: users.member.id,
      date: addDays(today, 6),
      time: "9:00 AM",
      startsAt: zonedToUtc(addDays(today, 6), "9:00 AM", "America/New_York"),
      topic: "Secure code review practice",
      status: "approved",
    },
    {
      mentorId: mentors[1]!.id,
      userId: users.member.id,
      date: addDays(today, 2),
      time: "1:00 PM",
      startsAt: zonedToUtc(addDays(today, 2), "1:00 PM", "Europe/Berlin"),
      topic: "Cloud security learning plan",
      status: "cancelled",
    },
  ];
  await deps.db.insert(appointments).values(sessions.map((a) => ({ ...a, sessionTypeId: defaultType.get(a.mentorId!)! })));
  await deps.db.insert(mentorshipApplications).values([
    {
      userId: users.member.id,
      fullName: users.member.name,
      email: users.member.email,
      currentRole: "Software Engineer",
      yearsExperience: "3-5",
      areaOfInterest: "application-security",
      goals: "Move from backend development into an AppSec engineering role within a year.",
      preferredContactMethod: "email",
    },
    {
      userId: users.supporter.id,
      fullName: users.supporter.name,
      email: users.supporter.email,
      currentRole: "IT Support",
      yearsExperience: "1-3",
      areaOfInterest: "cloud-security",
      goals: "Learn cloud security fundamentals and prepare for a first security job.",
      preferredContactMethod: "either",
      phoneNumber: "+44 20 7946 0000",
    },
  ]);
  await createAccount(deps, {
    email: "applicant@appsec.community",
    name: "Avery Applicant",
    role: "mentor_applicant",
    profile: {
      title: "Security Engineer",
      company: "Initech",
      bio: "Five years of web security testing; I would love to help newcomers.",
      expertise: ["Web Security", "Burp Suite"],
    },
  });
}
