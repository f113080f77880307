import { Hono } from "hono";
import { z } from "zod";
import { userIdParam } from "@common/fields";
import {
  candidateDetailDtoSchema,
  candidateListDtoSchema,
  candidateQuerySchema,
  candidateSearchDtoSchema,
  candidateSearchListDtoSchema,
  CANDIDATES_PAGE_SIZE,
  createCandidateSearchInputSchema,
} from "@common/candidates.schema";
import { unsubscribeResultSchema } from "@common/alerts.schema";
import type { AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { parse } from "../../lib/http";
import { doc, idParamSchema, input, okSchema } from "../../lib/openapi";
import { exemptWrite, writeLimit } from "../../lib/write-limits";
import { currentUser, requireCapability } from "../../middlewares/require-role";
import {
  createCandidateSearch,
  deleteCandidateSearch,
  listCandidateSearches,
  sendCandidateAlertDigests,
  unsubscribeCandidateSearch,
} from "./candidate-alerts.service";
import { candidatesLimits } from "./candidates.limits";
import { candidateDetail, candidatesDirectory } from "./candidates.service";

const recruiterOrAdmin = requireCapability("recruiter", "admin");
const searchIdParam = idParamSchema("Saved search not found");
const tokenSchema = z
  .string({ error: "This unsubscribe link is invalid." })
  .min(10, { error: "This unsubscribe link is invalid." })
  .max(400);

export const candidatesRoutes = new Hono<AppEnv>()
  .get(
    "/candidates",
    doc({
      summary:
        "Candidates directory: the cards' fields (docs/decisions/047), no e-mail for visitors, 9 a page; typo-tolerant search, filters with live counts, 'did you mean' (docs/decisions/080)",
      tag: "candidates",
      auth: "public",
      responses: { 200: candidateListDtoSchema },
    }),
    input("query", candidateQuerySchema),
    async (c) => {
      const q = c.req.valid("query");
      const signedIn = Boolean(c.get("user"));
      const { candidates, total, totalCapped, hasMore, didYouMean, facets } = await candidatesDirectory(c.get("deps"), {
        q: q.q || undefined,
        page: q.page,
        pageSize: CANDIDATES_PAGE_SIZE,
        withEmail: signedIn,
        filters: { skill: q.skill, location: q.location, experience: q.experience, availability: q.availability },
      });
      c.header("Cache-Control", signedIn ? "private, no-store" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json({ candidates, total, totalCapped, hasMore, page: q.page, pageSize: CANDIDATES_PAGE_SIZE, didYouMean, facets });
    },
  )
  .get(
    "/candidates/:id",
    doc({
      summary: "One open-to-work candidate, as the profile dialog shows it (no e-mail for visitors)",
      tag: "candidates",
      auth: "public",
      responses: { 200: candidateDetailDtoSchema },
      errors: [404],
    }),
    input("param", z.object({ id: userIdParam })),
    async (c) => {
      const signedIn = Boolean(c.get("user"));
      const candidate = await candidateDetail(c.get("deps").db, c.req.valid("param").id, { withEmail: signedIn });
      c.header("Cache-Control", signedIn ? "private, no-store" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json({ candidate });
    },
  )
  // Saved candidate searches with alerts (docs/decisions/080): recruiters and admins only.
  .get(
    "/candidate-searches",
    recruiterOrAdmin,
    doc({
      summary: "My saved candidate searches (candidate alerts), newest first",
      tag: "candidates",
      auth: "recruiter",
      responses: { 200: candidateSearchListDtoSchema },
      errors: [403],
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listCandidateSearches(c.get("deps").db, currentUser(c).id));
    },
  )
  .post(
    "/candidate-searches",
    recruiterOrAdmin,
    writeLimit(candidatesLimits.saveSearch),
    doc({
      summary: "Save the candidates directory's term and filters as a daily or weekly alert of new matching members",
      tag: "candidates",
      auth: "recruiter",
      responses: { 201: candidateSearchDtoSchema },
      errors: [403, 409, 429],
    }),
    input("json", createCandidateSearchInputSchema),
    async (c) => c.json(await createCandidateSearch(c.get("deps").db, currentUser(c).id, c.req.valid("json")), 201),
  )
  .delete(
    "/candidate-searches/:id",
    recruiterOrAdmin,
    writeLimit(candidatesLimits.deleteSearch),
    doc({
      summary: "Delete one of my saved candidate searches",
      tag: "candidates",
      auth: "owner",
      responses: { 200: okSchema },
      errors: [403, 404],
    }),
    input("param", searchIdParam),
    async (c) => {
      await deleteCandidateSearch(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
      return c.json({ ok: true as const });
    },
  )
  // RFC 8058 one-click: the mail provider POSTs here with the signed token of one saved search.
  .post(
    "/candidate-searches/unsubscribe",
    writeLimit(candidatesLimits.unsubscribe),
    doc({
      summary: "Turn off a candidate alert with the signed token from its mail (one-click List-Unsubscribe)",
      tag: "candidates",
      auth: "public",
      responses: { 200: unsubscribeResultSchema },
      errors: [429],
    }),
    async (c) => {
      const token = parse(tokenSchema, c.req.query("token"));
      return c.json({ unsubscribed: true as const, what: await unsubscribeCandidateSearch(c.get("deps"), token) });
    },
  )
  // With the dev outbox only (never in production): runs the candidate alerts now, as the scheduler would.
  .post(
    "/dev/candidates/run-alerts",
    exemptWrite("Development only: not mounted in production."),
    doc({
      summary: "Development only: run the candidate alerts now",
      tag: "candidates",
      auth: "public",
      responses: { 200: z.object({ alerts: z.number() }) },
      errors: [404],
    }),
    async (c) => {
      const deps = c.get("deps");
      if (!deps.config.devMail) throw notFound();
      return c.json({ alerts: await sendCandidateAlertDigests(deps, deps.scheduler.now()) });
    },
  );
