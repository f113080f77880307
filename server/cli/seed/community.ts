import { addDays, todayIn } from "@common/time";
import { blogComments, blogPosts, eventAttendees, events, offerings } from "../../db/schema";
import type { AppDeps } from "../../lib/context";
import { sanitizeArticleHtml } from "../../features/blog/sanitize";
import type { DemoUsers } from "../seed";

const day = 86_400_000;

export async function seedCommunity(deps: AppDeps, users: DemoUsers) {
  const now = Date.now();
  const articles = [
    {
      title: "How I moved from QA to Application Security in 9 months",
      author: users.member.id,
      status: "published",
      ago: 2,
      content:
        "<p>I spent five years writing test automation. Here is what transferred to AppSec, what did not, and the three projects that got me interviews.</p><h2>What transferred</h2><ul><li>Reading other people's code</li><li>Thinking about edge cases</li><li>Working with CI</li></ul><h2>What I had to learn</h2><p>Threat modeling and the vocabulary of <strong>authorization bugs</strong>.</p>",
    },
    {
      title: "Threat modeling a login flow with STRIDE",
      author: users.mentor.id,
      status: "published",
      ago: 5,
      content:
        "<p>A login flow looks simple until you draw it. We walk through spoofing, tampering, repudiation, information disclosure, denial of service and elevation of privilege for a classic e-mail + password login.</p><pre><code>POST /login { email, password } → Set-Cookie: session=…</code></pre><p>Key mitigations: rate limits, generic errors, httpOnly cookies and session rotation.</p>",
    },
    {
      title: "Five Semgrep rules every Node.js team should run",
      author: users.contractor.id,
      status: "published",
      ago: 9,
      content:
        "<p>Static analysis is only useful when it is quiet. These five rules catch real bugs with almost no noise: <code>child_process</code> with user input, <code>eval</code>, disabled TLS verification, unsafe <code>res.redirect</code> and SQL string concatenation.</p>",
    },
    {
      title: "What hiring managers look for in junior AppSec candidates",
      author: users.recruiter.id,
      status: "published",
      ago: 14,
      content:
        "<p>Curiosity, communication and proof of work beat certifications. Show us a write-up, a threat model or a CI pipeline you secured.</p><blockquote><p>Tell me about a bug you found and how you explained it to a developer.</p></blockquote>",
    },
    {
      title: "My notes on OAuth 2.0 pitfalls",
      author: users.member.id,
      status: "pending",
      ago: 1,
      content: "<p>Redirect URI validation, the implicit flow and state parameters: a draft of what I learned this month.</p>",
    },
    {
      title: "Container escape basics",
      author: users.supporter.id,
      status: "pending",
      ago: 0,
      content: "<p>A beginner-friendly look at why privileged containers are dangerous.</p>",
    },
  ] as const;
  const inserted = await deps.db
    .insert(blogPosts)
    .values(
      articles.map((a, i) => ({
        title: a.title,
        content: sanitizeArticleHtml(a.content),
        authorId: a.author,
        status: a.status,
        slug:
          a.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "") + `-${i}`,
        createdAt: new Date(now - a.ago * day - 3600_000),
        publishedAt: a.status === "published" ? new Date(now - a.ago * day) : null,
        imageUrl: null,
      })),
    )
    .returning({ id: blogPosts.id, status: blogPosts.status });
  const published = inserted.filter((p) => p.status === "published");
  await deps.db.insert(blogComments).values([
    {
      postId: published[0]!.id,
      userId: users.mentor.id,
      content: "Great write-up! The CI pipeline project is exactly what I look for.",
      createdAt: new Date(now - day),
    },
    {
      postId: published[0]!.id,
      userId: users.supporter.id,
      content: "Thanks for sharing, this gives me hope as a fellow tester.",
      createdAt: new Date(now - day / 2),
    },
    {
      postId: published[1]!.id,
      userId: users.member.id,
      content: "Could you do one on password reset flows next?",
      createdAt: new Date(now - 2 * day),
    },
  ]);

  const today = todayIn("UTC");
  const evs = await deps.db
    .insert(events)
    .values([
      {
        title: "Monthly AppSec AMA",
        description: "Bring your questions about breaking into AppSec; our mentors answer live.",
        eventDate: addDays(today, 4),
        eventTime: "6:00 PM EST",
        location: "https://meet.example.com/appsec-ama",
        isFeatured: true,
        organizerId: users.admin.id,
      },
      {
        title: "Threat Modeling Workshop",
        description: "Hands-on workshop: threat model a real feature in small groups with STRIDE.",
        eventDate: addDays(today, 11),
        eventTime: "10:00 AM CET",
        location: "Factory Berlin, Rheinsberger Str. 76, Berlin",
        maxAttendees: 3,
        isFeatured: true,
        organizerId: users.mentor.id,
      },
      {
        title: "Secure Code Review Dojo",
        description: "Review vulnerable snippets together and learn to spot injection and access-control bugs.",
        eventDate: addDays(today, 18),
        eventTime: "7:00 PM GMT",
        location: "https://meet.example.com/code-review-dojo",
        maxAttendees: 50,
        organizerId: users.mentor.id,
      },
      {
        title: "AppSec Career Fair",
        description: "Meet hiring teams from the job board and get your resume reviewed.",
        eventDate: addDays(today, 30),
        eventTime: "1:00 PM PST",
        location: "Online",
        organizerId: users.admin.id,
      },
      {
        title: "Intro to Bug Bounty (recording available)",
        description: "How to pick programs, do recon and write a good report.",
        eventDate: addDays(today, -10),
        eventTime: "6:00 PM EST",
        location: "https://meet.example.com/bug-bounty",
        organizerId: users.admin.id,
      },
    ])
    .returning({ id: events.id, title: events.title });
  const workshop = evs.find((e) => e.title === "Threat Modeling Workshop")!;
  const ama = evs.find((e) => e.title === "Monthly AppSec AMA")!;
  await deps.db.insert(eventAttendees).values([
    { eventId: workshop.id, userId: users.supporter.id },
    { eventId: workshop.id, userId: users.contractor.id },
    { eventId: ama.id, userId: users.supporter.id },
  ]);

  await deps.db.insert(offerings).values([
    {
      title: "Secure Coding Bootcamp for Java Teams",
      description: "A two-day instructor-led bootcamp covering the OWASP Top 10 with hands-on Java labs.",
      category: "Training",
      price: "$499 per seat",
      contactInfo: "training@example.com",
      userId: users.mentor.id,
      status: "approved",
    },
    {
      title: "Threat Modeling Facilitation",
      description: "I facilitate threat modeling sessions for product teams and leave you with a repeatable process.",
      category: "Consulting",
      price: "Negotiable",
      contactInfo: "consult@example.com",
      userId: users.contractor.id,
      status: "approved",
    },
    {
      title: "OpenRecon: a free recon toolkit",
      description: "An open-source CLI that chains subdomain discovery, screenshots and tech fingerprinting.",
      category: "Tools",
      price: null,
      contactInfo: "openrecon@example.com",
      userId: users.member.id,
      status: "approved",
    },
    {
      title: "Alice and Bob Learn Application Security (book club)",
      description: "A six-week reading group working through the book chapter by chapter with discussion prompts.",
      category: "Books",
      price: "Free",
      contactInfo: "bookclub@example.com",
      userId: users.supporter.id,
      status: "approved",
    },
    {
      title: "AppSec Interview Question Bank",
      description: "Two hundred real interview questions with model answers, contributed by hiring managers.",
      category: "Resources",
      price: "Free",
      contactInfo: "questions@example.com",
      userId: users.recruiter.id,
      status: "approved",
    },
    {
      title: "Resume review for security roles",
      description: "Detailed written feedback on your security resume within three days, from a hiring manager.",
      category: "Other",
      price: "$25",
      contactInfo: "resume@example.com",
      userId: users.recruiter.id,
      status: "approved",
    },
  ]);
}
