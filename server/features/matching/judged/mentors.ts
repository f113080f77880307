/**
 * The judged set's mentors (docs/decisions/070-matching-by-rarity.md): the demo mentors of server/cli/seed/mentorship.ts
 * (copied, so the seed can change without moving the judgements) and 20 generated mentors with varied expertise.
 * Years and zones vary so seniority and shared hours still play their part.
 */
export interface JudgedMentor {
  name: string;
  title: string;
  tz: string;
  years: number;
  expertise: string[];
  /** Weekly hours: omitted = the default week; "none" = no hours at all (no free slots). */
  hours?: "none";
  /** Mentees already proposed this month / the cap (default 0 of 3). */
  used?: number;
  cap?: number;
}

export const JUDGED_MENTORS: JudgedMentor[] = [
  // The demo mentors.
  {
    name: "Mia Mentor",
    title: "Senior Application Security Engineer",
    tz: "Europe/Berlin",
    years: 10,
    expertise: ["Application Security", "Threat Modeling", "Career Growth"],
  },
  {
    name: "Alex Rivera",
    title: "Principal AppSec Engineer",
    tz: "America/New_York",
    years: 8,
    expertise: ["Threat Modeling", "Secure Code Review", "Payments Security"],
  },
  {
    name: "Bea Schmidt",
    title: "Head of Product Security",
    tz: "Europe/Berlin",
    years: 9,
    expertise: ["Cloud Security", "AWS", "Kubernetes"],
  },
  {
    name: "Chidi Okeke",
    title: "Senior Penetration Tester",
    tz: "Africa/Lagos",
    years: 10,
    expertise: ["Penetration Testing", "Web Security", "Bug Bounty"],
  },
  {
    name: "Dana Cohen",
    title: "DevSecOps Lead",
    tz: "Asia/Jerusalem",
    years: 11,
    expertise: ["DevSecOps", "CI/CD", "Supply Chain Security"],
  },
  {
    name: "Ethan Brooks",
    title: "Security Architect",
    tz: "America/Chicago",
    years: 12,
    expertise: ["Security Architecture", "Zero Trust", "Identity"],
  },
  {
    name: "Farah Siddiqui",
    title: "AppSec Manager",
    tz: "Europe/London",
    years: 13,
    expertise: ["Security Management", "Security Champions", "Career Growth"],
  },
  {
    name: "Gabriel Silva",
    title: "Mobile Security Engineer",
    tz: "America/Sao_Paulo",
    years: 14,
    expertise: ["Mobile Security", "Android", "iOS"],
  },
  { name: "Hiro Tanaka", title: "Staff Security Engineer", tz: "Asia/Tokyo", years: 15, expertise: ["Fuzzing", "Rust", "Memory Safety"] },
  { name: "Ines Moreau", title: "API Security Specialist", tz: "Europe/Paris", years: 16, expertise: ["API Security", "OAuth", "GraphQL"] },
  {
    name: "Jonas Berg",
    title: "Cloud Security Consultant",
    tz: "Europe/Stockholm",
    years: 17,
    expertise: ["Cloud Security", "Azure", "Terraform"],
  },
  {
    name: "Kavya Reddy",
    title: "Security Engineering Manager",
    tz: "Asia/Kolkata",
    years: 18,
    expertise: ["Leadership", "Hiring", "Threat Modeling"],
  },
  {
    name: "Leo Martins",
    title: "Offensive Security Engineer",
    tz: "Europe/Lisbon",
    years: 19,
    expertise: ["Red Teaming", "Penetration Testing", "Active Directory"],
  },
  // Generated mentors.
  {
    name: "Nora Lindqvist",
    title: "Cloud Security Architect",
    tz: "Europe/Stockholm",
    years: 12,
    expertise: ["Cloud Security", "GCP", "IAM", "Landing Zones"],
  },
  {
    name: "Omar Haddad",
    title: "Platform Security Engineer",
    tz: "Asia/Dubai",
    years: 7,
    expertise: ["Kubernetes Security", "Container Security", "Service Mesh"],
  },
  {
    name: "Priya Nair",
    title: "Application Security Engineer",
    tz: "Asia/Kolkata",
    years: 6,
    expertise: ["Application Security", "SAST", "Secure Code Review"],
  },
  {
    name: "Quentin Dubois",
    title: "Penetration Testing Lead",
    tz: "Europe/Paris",
    years: 11,
    expertise: ["Penetration Testing", "Network Security", "OSCP Coaching"],
  },
  {
    name: "Rosa Alvarez",
    title: "Security Program Manager",
    tz: "America/Mexico_City",
    years: 14,
    expertise: ["Security Management", "Risk Management", "ISO 27001"],
  },
  {
    name: "Sam Okafor",
    title: "DevSecOps Engineer",
    tz: "Africa/Lagos",
    years: 6,
    expertise: ["DevSecOps", "GitHub Actions", "Secrets Management"],
  },
  {
    name: "Tara Singh",
    title: "Threat Modeling Coach",
    tz: "Europe/London",
    years: 13,
    expertise: ["Threat Modeling", "STRIDE", "Security Design Reviews"],
  },
  {
    name: "Uwe Krause",
    title: "Chief Information Security Officer",
    tz: "Europe/Berlin",
    years: 22,
    expertise: ["Security Management", "Governance", "Board Reporting"],
  },
  {
    name: "Vera Petrova",
    title: "Cryptography Engineer",
    tz: "Europe/Berlin",
    years: 10,
    expertise: ["Cryptography", "TLS", "Key Management"],
  },
  {
    name: "Wen Zhao",
    title: "Security Architect",
    tz: "Asia/Shanghai",
    years: 15,
    expertise: ["Security Architecture", "Cloud Security", "Microservices"],
  },
  {
    name: "Xavier Grant",
    title: "Red Team Operator",
    tz: "America/New_York",
    years: 9,
    expertise: ["Red Teaming", "Social Engineering", "Physical Security"],
  },
  {
    name: "Yara Haddad",
    title: "Detection Engineer",
    tz: "Europe/Amsterdam",
    years: 8,
    expertise: ["Detection Engineering", "SIEM", "Incident Response"],
  },
  {
    name: "Zoe Carter",
    title: "Incident Response Lead",
    tz: "America/Los_Angeles",
    years: 12,
    expertise: ["Incident Response", "Digital Forensics", "Malware Analysis"],
  },
  { name: "Arjun Mehta", title: "Web Security Researcher", tz: "Asia/Kolkata", years: 7, expertise: ["Web Security", "Bug Bounty", "XSS"] },
  {
    name: "Beatriz Costa",
    title: "Identity and Access Engineer",
    tz: "America/Sao_Paulo",
    years: 9,
    expertise: ["Identity", "OAuth", "Single Sign-On"],
  },
  {
    name: "Carl Jensen",
    title: "Supply Chain Security Engineer",
    tz: "Europe/Copenhagen",
    years: 8,
    expertise: ["Supply Chain Security", "SBOM", "Dependency Management"],
  },
  {
    name: "Dina Rahman",
    title: "Product Security Manager",
    tz: "Asia/Singapore",
    years: 13,
    expertise: ["Security Champions", "Application Security", "Leadership"],
  },
  // Not free: no weekly hours at all, and at the monthly cap (left out like the service does).
  {
    name: "Elif Demir",
    title: "Cloud Security Engineer",
    tz: "Europe/Istanbul",
    years: 9,
    expertise: ["Cloud Security", "AWS", "Terraform"],
    hours: "none",
  },
  {
    name: "Felix Wagner",
    title: "AppSec Consultant",
    tz: "Europe/Vienna",
    years: 11,
    expertise: ["Application Security", "Threat Modeling", "OWASP Top 10"],
    used: 3,
    cap: 3,
  },
  { name: "Grace Kim", title: "Compliance Lead", tz: "Asia/Seoul", years: 10, expertise: ["Compliance", "SOC 2", "Security Management"] },
];
