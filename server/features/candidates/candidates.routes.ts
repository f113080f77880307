import { Hono } from "hono";
import { z } from "zod";
import { userIdParam } from "@common/fields";
import { candidateDetailDtoSchema, candidateListDtoSchema, candidateQuerySchema, CANDIDATES_PAGE_SIZE } from "@common/candidates.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { candidateDetail, candidatesDirectory } from "./candidates.service";

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
        filters: { skill: q.skill, location: q.location, experience: q.experience },
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
  );
