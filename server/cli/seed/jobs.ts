import { jobInterests, jobs } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import type { DemoUsers } from "../seed";
import { createAccount } from "./users";

const TITLES = [
  "Application Security Engineer",
  "Senior Product Security Engineer",
  "DevSecOps Engineer",
  "Cloud Security Engineer",
  "Penetration Tester",
  "Security Champion Lead",
  "Threat Modeling Specialist",
  "AppSec Consultant",
  "Junior Security Analyst",
  "Staff Security Engineer",
  "API Security Engineer",
  "Security Architect",
];
const COMPANIES = [
  "Northwind Bank",
  "Contoso Health",
  "Fabrikam Cloud",
  "Globex Retail",
  "Initech",
  "Umbrella Labs",
  "Hooli",
  "Stark Payments",
  "Wayne Logistics",
  "Tyrell Robotics",
];
const LOCATIONS = [
  "Berlin, Germany",
  "London, UK",
  "Remote",
  "New York, NY, USA",
  "Toronto, Canada",
  "Amsterdam, Netherlands",
  "Austin, TX, USA",
  "Lisbon, Portugal",
];
const SKILLS = [
  "OWASP Top 10",
  "SAST",
  "DAST",
  "Threat Modeling",
  "AWS",
  "Kubernetes",
  "Burp Suite",
  "Python",
  "Go",
  "Java",
  "Terraform",
  "CI/CD",
  "Secure Code Review",
  "API Security",
  "Cloud Security",
  "Bug Bounty",
];
const DURATIONS = ["less-than-3-months", "3-6-months", "6-12-months", "more-than-12-months"] as const;
const RATES = ["hourly", "fixed", "negotiable"] as const;

const CANDIDATES = [
  ["Priya Raman", "Junior Penetration Tester", "Berlin, Germany", ["Burp Suite", "OWASP Top 10", "Python"]],
  ["Tomás Herrera", "Security Analyst", "Madrid, Spain", ["SIEM", "Threat Modeling"]],
  ["Aisha Bello", "Software Engineer moving into AppSec", "Lagos, Nigeria", ["Java", "Secure Code Review"]],
  ["Lukas Meyer", "DevSecOps Engineer", "Munich, Germany", ["Kubernetes", "Terraform", "CI/CD"]],
  ["Hannah Kim", "Cloud Security Engineer", "Seoul, South Korea", ["AWS", "Cloud Security"]],
  ["Omar Haddad", "AppSec Engineer", "Dubai, UAE", ["SAST", "DAST", "API Security"]],
  ["Julia Nowak", "QA Engineer learning security", "Warsaw, Poland", ["Test Automation", "OWASP Top 10"]],
  ["Daniel Okafor", "Bug Bounty Hunter", "Remote", ["Bug Bounty", "Burp Suite", "Recon"]],
  ["Sofia Rossi", "Product Security Engineer", "Milan, Italy", ["Threat Modeling", "Go"]],
  ["Ethan Wright", "Security Champion", "Austin, TX, USA", ["Training", "Secure SDLC"]],
  ["Mei Chen", "Security Researcher", "Taipei, Taiwan", ["Fuzzing", "C", "Reverse Engineering"]],
  ["Noah Fischer", "Backend Developer", "Vienna, Austria", ["Go", "PostgreSQL", "API Security"]],
  ["Chloé Martin", "GRC Analyst moving to AppSec", "Paris, France", ["ISO 27001", "Threat Modeling"]],
  ["Arjun Patel", "Penetration Tester", "Bangalore, India", ["Web Pentesting", "Mobile Security"]],
  ["Emma Johansson", "Security Engineer", "Stockholm, Sweden", ["Kubernetes", "Cloud Security"]],
  ["Mateo García", "Junior AppSec Engineer", "Buenos Aires, Argentina", ["SAST", "Python"]],
  ["Grace O'Brien", "Security Consultant", "Dublin, Ireland", ["Secure Code Review", "Java"]],
  ["Yusuf Demir", "DevOps Engineer", "Istanbul, Türkiye", ["CI/CD", "Terraform", "AWS"]],
  ["Nina Petrova", "Red Team Operator", "Sofia, Bulgaria", ["Red Teaming", "Active Directory"]],
  ["Liam Murphy", "Application Security Intern", "Cork, Ireland", ["OWASP Top 10"]],
  ["Zara Ahmed", "Frontend Engineer", "London, UK", ["JavaScript", "XSS", "CSP"]],
  ["Kenji Sato", "Cloud Architect", "Tokyo, Japan", ["AWS", "Azure", "Cloud Security"]],
  ["Olga Ivanova", "Security Tester", "Tallinn, Estonia", ["DAST", "Burp Suite"]],
  ["Samuel Adeyemi", "AppSec Engineer", "Toronto, Canada", ["Threat Modeling", "SAST", "Kubernetes"]],
  ["Isabel Costa", "Security Analyst", "Lisbon, Portugal", ["Incident Response", "Python"]],
  ["Henrik Larsen", "Software Architect", "Copenhagen, Denmark", ["Security Architecture", "Java"]],
  ["Fatima Zahra", "Junior Pentester", "Casablanca, Morocco", ["Burp Suite", "Linux"]],
  ["Ryan Cooper", "SRE moving into security", "Denver, CO, USA", ["Kubernetes", "Observability"]],
  ["Ana Lima", "Mobile Developer", "São Paulo, Brazil", ["Mobile Security", "Kotlin"]],
  ["Victor Dubois", "Security Engineer", "Brussels, Belgium", ["API Security", "Go"]],
  ["Leila Karimi", "Data Engineer", "Remote", ["Python", "Data Security"]],
  ["Marcus Hill", "AppSec Lead", "Chicago, IL, USA", ["Secure SDLC", "Threat Modeling", "Leadership"]],
] as const;

const day = 86_400_000;

/**
 * Approved jobs last 30 days from posting (docs/decisions/015-job-expiry.md); older demo jobs get a few
 * more days so the board stays full. The demo recruiter (every 4th job) also has one expiring in two
 * days (the expiry-warning task mails it on start), one expired and one rejected with a reason.
 */
function demoLifecycle(i: number, pending: boolean, now: number): Partial<typeof jobs.$inferInsert> {
  if (i === 8) return { expiresAt: new Date(now + 2 * day) };
  if (i === 36) return { expiresAt: new Date(now - 2 * day) };
  if (i === 40) {
    return {
      isApproved: false,
      isAdminReviewed: true,
      rejectionReason: "Please link to the role on your company's own careers page rather than a job aggregator, and add the salary range.",
    };
  }
  if (pending) return {};
  const posted = now - i * day * 0.9;
  return { expiresAt: new Date(Math.max(posted + 30 * day, now + (4 + (i % 7)) * day)) };
}

export async function seedJobs(deps: AppDeps, users: DemoUsers) {
  const now = Date.now();
  const rows: (typeof jobs.$inferInsert)[] = [];
  for (let i = 0; i < 44; i++) {
    const pending = i % 9 === 4;
    const contractor = i % 5 === 2;
    const skillCount = 2 + (i % 4);
    const skills = Array.from({ length: skillCount }, (_, k) => SKILLS[(i * 3 + k * 5) % SKILLS.length]!);
    rows.push({
      title: TITLES[i % TITLES.length]!,
      company: COMPANIES[i % COMPANIES.length]!,
      location: LOCATIONS[(i * 7) % LOCATIONS.length]!,
      jobBoardUrl: `https://careers.example.com/${COMPANIES[i % COMPANIES.length]!.toLowerCase().replace(/\s+/g, "-")}/${1000 + i}`,
      description: `${COMPANIES[i % COMPANIES.length]} is looking for a ${TITLES[i % TITLES.length]!.toLowerCase()} to help product teams ship secure software: threat modeling new features, reviewing code, tuning security tooling in CI and mentoring developers. You will work closely with engineering and own findings from discovery to fix.`,
      skills: [...new Set(skills)],
      datePosted: new Date(now - i * day * 0.9),
      recruiterId: i % 4 === 0 ? users.recruiter.id : i % 4 === 1 ? users.admin.id : users.mentor.id,
      contractDuration: contractor ? DURATIONS[i % DURATIONS.length] : null,
      contractRate: contractor ? RATES[i % RATES.length] : null,
      isContractorRequest: contractor,
      isRemote: LOCATIONS[(i * 7) % LOCATIONS.length] === "Remote" || i % 6 === 0,
      isApproved: !pending,
      isAdminReviewed: !pending,
      ...demoLifecycle(i, pending, now),
    });
  }
  const inserted = await deps.db
    .insert(jobs)
    .values(rows)
    .returning({ id: jobs.id, recruiterId: jobs.recruiterId, isApproved: jobs.isApproved });

  const candidates: { id: string }[] = [];
  for (const [i, [name, title, location, expertise]] of CANDIDATES.entries()) {
    candidates.push(
      await createAccount(deps, {
        email: `${name
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z ]/g, "")
          .replace(/\s+/g, ".")}@example.com`,
        name,
        createdAt: new Date(now - i * day * 2),
        profile: {
          title,
          location,
          expertise: [...expertise],
          bio: `${title} based in ${location}. Looking for an application-security role where I can keep learning and help teams build safer software.`,
          yearsExperience: i % 9,
          // When they can start (docs/decisions/082); every fifth did not say.
          availableFrom: (["immediately", "1-month", "3-months", "later", null] as const)[i % 5],
          isOpenToWork: true,
        },
      }),
    );
  }
  // Interest in the demo recruiter's published jobs, from candidates and the demo member.
  const recruiterJobs = inserted.filter((j) => j.recruiterId === users.recruiter.id && j.isApproved);
  const interests: (typeof jobInterests.$inferInsert)[] = [];
  recruiterJobs.forEach((job, j) => {
    for (let k = 0; k < (j % 4) + 1; k++) interests.push({ jobId: job.id, userId: candidates[(j * 3 + k) % candidates.length]!.id });
  });
  if (recruiterJobs[1]) interests.push({ jobId: recruiterJobs[1].id, userId: users.member.id });
  await deps.db.insert(jobInterests).values(interests).onConflictDoNothing();
}
