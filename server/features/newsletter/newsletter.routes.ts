import { Hono } from "hono";
import { z } from "zod";
import {
  issueDtoSchema,
  issueInputSchema,
  issueListDtoSchema,
  issuePreviewSchema,
  newsletterTokenSchema,
  pickerDtoSchema,
  publicIssueListSchema,
  publicIssueSchema,
  subscribeInputSchema,
} from "@common/newsletter.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { parse } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { confirmSubscription, subscribe, unsubscribe } from "./newsletter.service";
import { currentUser, requireAdmin } from "../../middlewares/require-role";
import {
  createIssue,
  getIssue,
  getSentIssue,
  listIssues,
  listSentIssues,
  pickerItems,
  previewIssue,
  sendIssue,
  sendTestIssue,
  updateIssue,
} from "./issues.service";
import { writeLimit } from "../../lib/write-limits";
import { newsletterLimits } from "./newsletter.limits";

const bodySchema = subscribeInputSchema.extend({ source: z.enum(["footer", "landing", "podcasts", "learning-tools"]).optional() });
const issueId = z.object({ id: z.uuid({ error: "Issue not found" }) });
const issueSlug = z.object({ slug: z.string().max(100) });
const unsubscribeToken = z.uuid({ error: "This link is invalid or has already been used." });

export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    "/newsletter",
    writeLimit(newsletterLimits.subscribe),
    rateLimit("newsletter-address", 3, 3600, { by: "email" }),
    doc({
      summary: "Subscribe (double opt-in: a confirmation mail is sent)",
      tag: "newsletter",
      auth: "public",
      responses: { 201: z.object({ pending: z.literal(true) }) },
      errors: [409, 429],
    }),
    input("json", bodySchema),
    async (c) => {
      const input = c.req.valid("json");
      await subscribe(c.get("deps"), input.email, input.source);
      return c.json({ pending: true }, 201);
    },
  )
  .post(
    "/newsletter/confirm",
    writeLimit(newsletterLimits.confirm),
    doc({
      summary: "Confirm a subscription with the mailed token",
      tag: "newsletter",
      auth: "public",
      responses: { 200: z.object({ confirmed: z.literal(true), email: z.string() }) },
      errors: [404, 429],
    }),
    input("json", newsletterTokenSchema),
    async (c) => {
      const { token } = c.req.valid("json");
      const { email } = await confirmSubscription(c.get("deps"), token);
      return c.json({ confirmed: true, email });
    },
  )
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" (form-encoded) to the URL in the
  // List-Unsubscribe header; our /newsletter/unsubscribe page posts here too. The body is not needed.
  .post(
    "/newsletter/unsubscribe",
    writeLimit(newsletterLimits.unsubscribe),
    doc({
      summary: "Unsubscribe with the token from a newsletter mail",
      tag: "newsletter",
      auth: "public",
      responses: { 200: z.object({ unsubscribed: z.literal(true) }) },
      errors: [404, 429],
    }),
    async (c) => {
      const token = parse(unsubscribeToken, c.req.query("token"));
      await unsubscribe(c.get("deps"), token);
      return c.json({ unsubscribed: true });
    },
  )
  // The public archive (docs/decisions/075-newsletter-issues.md): sent issues only.
  .get(
    "/newsletter/issues",
    doc({ summary: "Sent newsletter issues, newest first", tag: "newsletter", auth: "public", responses: { 200: publicIssueListSchema } }),
    async (c) => c.json({ issues: await listSentIssues(c.get("deps").db) }),
  )
  .get(
    "/newsletter/issues/:slug",
    doc({ summary: "A sent newsletter issue", tag: "newsletter", auth: "public", responses: { 200: publicIssueSchema }, errors: [404] }),
    input("param", issueSlug),
    async (c) => c.json(await getSentIssue(c.get("deps").db, c.req.valid("param").slug)),
  )
  // Admins write, preview, test and send issues.
  .get(
    "/admin/newsletter/issues",
    requireAdmin,
    doc({
      summary: "Every newsletter issue with its figures",
      tag: "newsletter",
      auth: "admin",
      responses: { 200: issueListDtoSchema },
      errors: [403],
    }),
    async (c) => c.json(await listIssues(c.get("deps").db)),
  )
  .post(
    "/admin/newsletter/issues",
    requireAdmin,
    writeLimit(newsletterLimits.issues),
    doc({ summary: "Create a draft issue", tag: "newsletter", auth: "admin", responses: { 201: issueDtoSchema }, errors: [403, 409] }),
    input("json", issueInputSchema),
    async (c) => c.json(await createIssue(c.get("deps"), currentUser(c), c.req.valid("json")), 201),
  )
  .get(
    "/admin/newsletter/picker",
    requireAdmin,
    doc({
      summary: "Recent articles, upcoming events and open jobs to insert into an issue",
      tag: "newsletter",
      auth: "admin",
      responses: { 200: pickerDtoSchema },
      errors: [403],
    }),
    async (c) => c.json({ items: await pickerItems(c.get("deps")) }),
  )
  .get(
    "/admin/newsletter/issues/:id",
    requireAdmin,
    doc({ summary: "An issue with its figures", tag: "newsletter", auth: "admin", responses: { 200: issueDtoSchema }, errors: [403, 404] }),
    input("param", issueId),
    async (c) => c.json(await getIssue(c.get("deps").db, c.req.valid("param").id)),
  )
  .put(
    "/admin/newsletter/issues/:id",
    requireAdmin,
    writeLimit(newsletterLimits.issues),
    doc({ summary: "Save a draft issue", tag: "newsletter", auth: "admin", responses: { 200: issueDtoSchema }, errors: [403, 404, 409] }),
    input("param", issueId),
    input("json", issueInputSchema),
    async (c) => c.json(await updateIssue(c.get("deps"), c.req.valid("param").id, c.req.valid("json"))),
  )
  .get(
    "/admin/newsletter/issues/:id/preview",
    requireAdmin,
    doc({
      summary: "The issue's mail as a subscriber gets it",
      tag: "newsletter",
      auth: "admin",
      responses: { 200: issuePreviewSchema },
      errors: [403, 404],
    }),
    input("param", issueId),
    async (c) => c.json(await previewIssue(c.get("deps"), c.req.valid("param").id)),
  )
  .post(
    "/admin/newsletter/issues/:id/test",
    requireAdmin,
    writeLimit(newsletterLimits.testIssue),
    doc({
      summary: "Mail the issue to the signed-in admin only",
      tag: "newsletter",
      auth: "admin",
      responses: { 200: z.object({ sent: z.literal(true) }) },
      errors: [403, 404, 429],
    }),
    input("param", issueId),
    async (c) => {
      await sendTestIssue(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ sent: true as const });
    },
  )
  .post(
    "/admin/newsletter/issues/:id/send",
    requireAdmin,
    writeLimit(newsletterLimits.sendIssue),
    doc({
      summary: "Send the issue to every confirmed subscriber (once; the mails are queued in batches)",
      tag: "newsletter",
      auth: "admin",
      responses: { 200: issueDtoSchema },
      errors: [403, 404, 409, 429],
    }),
    input("param", issueId),
    async (c) => c.json(await sendIssue(c.get("deps"), currentUser(c), c.req.valid("param").id)),
  );
