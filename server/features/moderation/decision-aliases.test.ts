import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blogPosts, contractorRequests, offerings, staffActions } from "../../db/schema";
import { reviewQueueHelpers, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

// docs/decisions/064: every decision of every kind goes through the queue's one decision. The same
// decision through the queue route, a kind's own approve/reject route (an alias) and the bulk route
// must leave the same item state, the same staff-log entry and the same mail to the submitter, at the
// app's clock (a fixed instant here, an hour ahead of the wall clock, so a door reading the wall clock shows).
const AT = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
const ctx = setupTestContext({ now: () => AT });
const { db, itemOf, decide, mailsTo } = reviewQueueHelpers(ctx);

type Made = {
  targetId: string;
  submitter: TestUser;
  /** Names that differ between otherwise equal items (an article's slug gets a suffix when the title repeats). */
  hide?: string[];
  alias: (approve: boolean) => { path: string; json?: Record<string, unknown> };
};
type Kind = { kind: string; bulk: boolean; make: (admin: TestUser) => Promise<Made> };

const reasonJson = (approve: boolean, extra: Record<string, unknown> = {}) =>
  approve ? (Object.keys(extra).length ? extra : undefined) : { ...extra, reason: "Please add the salary range" };

const KINDS: Kind[] = [
  {
    kind: "job",
    bulk: true,
    make: async () => {
      const submitter = await signedIn(ctx, "recruiter");
      const job = await createJob(ctx, {
        title: "AppSec Lead",
        company: "Acme",
        isApproved: false,
        isAdminReviewed: false,
        recruiterId: submitter.id,
      });
      return {
        targetId: job.id,
        submitter,
        alias: (a) => ({ path: `/api/admin/jobs/${job.id}/${a ? "approve" : "reject"}`, json: reasonJson(a) }),
      };
    },
  },
  {
    kind: "offering",
    bulk: true,
    make: async () => {
      const submitter = await signedIn(ctx);
      const [row] = await db()
        .insert(offerings)
        .values({
          title: "Threat modeling workshop",
          description: "Two days of threat modeling.",
          category: "Training",
          contactInfo: "me@example.test",
          userId: submitter.id,
        })
        .returning();
      return {
        targetId: row!.id,
        submitter,
        alias: (a) => ({ path: `/api/admin/offerings/${row!.id}/${a ? "approve" : "reject"}`, json: reasonJson(a) }),
      };
    },
  },
  {
    kind: "article",
    bulk: true,
    make: async () => {
      const submitter = await signedIn(ctx);
      const [row] = await db()
        .insert(blogPosts)
        .values({
          title: "Fuzzing in CI",
          content: "<p>How we fuzz.</p>",
          authorId: submitter.id,
          status: "pending",
          slug: `fuzz-${crypto.randomUUID()}`,
        })
        .returning();
      return {
        targetId: row!.id,
        submitter,
        alias: (a) => ({ path: `/api/blog/articles/${row!.id}/${a ? "approve" : "reject"}`, json: reasonJson(a) }),
      };
    },
  },
  {
    kind: "article_revision",
    bulk: true,
    make: async (admin) => {
      const submitter = await signedIn(ctx);
      const created = await submitter.request("/api/blog/articles", {
        json: { title: "Threat modeling basics", content: "<p>Published text</p>" },
      });
      const { article } = (await created.json()) as { article: { id: string; slug: string } };
      const published = await itemOf("article", article.id);
      expect((await decide(admin, published!.id, { decision: "approve", version: published!.version })).status).toBe(200);
      const res = await submitter.request(`/api/blog/articles/${article.id}`, {
        method: "PUT",
        json: { title: "Threat modeling, revised", content: "<p>Revised text</p>" },
      });
      expect(res.status).toBe(200);
      const { revision } = (await res.json()) as { revision: { id: string; version: number } };
      return {
        targetId: revision.id,
        submitter,
        hide: [article.id, article.slug],
        alias: (a) => ({
          path: `/api/blog/revisions/${revision.id}/${a ? "approve" : "reject"}`,
          json: reasonJson(a, { version: revision.version }),
        }),
      };
    },
  },
  {
    kind: "contractor_request",
    bulk: false,
    make: async () => {
      const submitter = await signedIn(ctx);
      const [req] = await db()
        .insert(contractorRequests)
        .values({ userId: submitter.id, specialization: "Pentest", yearsExperience: 5, relevantProjects: "x", testimonials: "y" })
        .returning();
      return {
        targetId: req!.id,
        submitter,
        alias: (a) => ({ path: `/api/admin/contractor-requests/${req!.id}/${a ? "approve" : "reject"}`, json: reasonJson(a) }),
      };
    },
  },
  {
    kind: "mentor_application",
    bulk: false,
    make: async () => {
      const submitter = await signedIn(ctx, "mentor_applicant");
      return {
        targetId: submitter.id,
        submitter,
        alias: (a) => ({ path: `/api/admin/mentor-applications/${submitter.id}/${a ? "approve" : "reject"}`, json: reasonJson(a) }),
      };
    },
  },
];

/** What a decision left, with the item's, target's and submitter's own ids and names taken out. */
async function outcome(kind: string, made: Made) {
  const item = (await itemOf(kind, made.targetId))!;
  const log = await db().select().from(staffActions).where(eq(staffActions.targetId, made.targetId));
  const mails = await mailsTo(made.submitter.email);
  const anonymous = (v: unknown) =>
    JSON.parse(
      (made.hide ?? [])
        .reduce((text, h, i) => text.replaceAll(h, `<hidden ${i}>`), JSON.stringify(v ?? null))
        .replaceAll(made.targetId, "<target>")
        .replaceAll(made.submitter.id, "<submitter>")
        .replaceAll(made.submitter.name, "<name>")
        .replaceAll(made.submitter.email, "<email>"),
    ) as unknown;
  return anonymous({
    item: {
      status: item.status,
      reason: item.reason,
      version: item.version,
      decidedBy: item.decidedBy,
      decidedAt: item.decidedAt?.toISOString() ?? null,
    },
    log: log
      .filter((l) => l.targetType === kind)
      .map((l) => ({
        actorId: l.actorId,
        action: l.action,
        targetType: l.targetType,
        before: l.before,
        after: l.after,
        reason: l.reason,
        targetName: l.targetName,
        targetLink: l.targetLink,
      })),
    // In a stable order: the outbox has no order of its own (its rows share the fixed clock's instant).
    mails: mails
      .map((m) => ({ subject: m.subject, text: m.text.replace(/https?:\/\/\S+/g, "<link>") }))
      .sort((x, y) => x.subject.localeCompare(y.subject)),
  });
}

describe("one way into moderation (docs/decisions/064)", () => {
  for (const k of KINDS) {
    for (const approve of [true, false]) {
      it(`${k.kind}, ${approve ? "approve" : "reject"}: the kind's route${k.bulk ? " and the bulk route" : ""} decide exactly as the queue does`, async () => {
        const admin = await signedIn(ctx, "admin");
        const reason = approve ? undefined : "Please add the salary range";

        // The queue's one decision.
        const viaQueue = await k.make(admin);
        const qItem = (await itemOf(k.kind, viaQueue.targetId))!;
        const q = await decide(admin, qItem.id, { decision: approve ? "approve" : "reject", version: qItem.version, reason });
        expect(q.status, await q.clone().text()).toBe(200);
        const expected = await outcome(k.kind, viaQueue);
        expect(expected).toMatchObject({ item: { status: approve ? "approved" : "rejected", decidedAt: AT.toISOString() } });
        expect((expected as { log: unknown[] }).log).toHaveLength(1);

        // The kind's own route: an alias.
        const viaAlias = await k.make(admin);
        const { path, json } = viaAlias.alias(approve);
        const a = await admin.request(path, json ? { json } : { method: "POST" });
        expect(a.status, await a.clone().text()).toBe(200);
        expect(await outcome(k.kind, viaAlias), `${path} diverges from the queue's decision`).toEqual(expected);

        if (!k.bulk) return;
        const viaBulk = await k.make(admin);
        const bItem = (await itemOf(k.kind, viaBulk.targetId))!;
        const b = await admin.request("/api/admin/review/bulk", {
          json: { decision: approve ? "approve" : "reject", reason, items: [{ id: bItem.id, version: bItem.version }] },
        });
        expect(b.status, await b.clone().text()).toBe(200);
        expect(((await b.json()) as { decided: unknown[] }).decided).toHaveLength(1);
        expect(await outcome(k.kind, viaBulk), "the bulk route diverges from the queue's decision").toEqual(expected);
      });
    }
  }
});
