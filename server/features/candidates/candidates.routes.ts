import { Hono } from "hono";
import { candidateListDtoSchema, candidateQuerySchema, CANDIDATES_PAGE_SIZE } from "@common/candidates.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { listCacheOf } from "../../lib/list-cache";
import { searchCandidates } from "./candidates.service";

const candidatePages = listCacheOf<Awaited<ReturnType<typeof searchCandidates>>>();

export const candidatesRoutes = new Hono<AppEnv>().get(
  "/candidates",
  doc({
    summary: "Candidates directory (no e-mail for visitors), 9 a page",
    tag: "candidates",
    auth: "public",
    responses: { 200: candidateListDtoSchema },
  }),
  input("query", candidateQuerySchema),
  async (c) => {
    const q = c.req.valid("query");
    const signedIn = Boolean(c.get("user"));
    const { db, lists } = c.get("deps");
    const read = () =>
      searchCandidates(db, {
        q: q.q || undefined,
        limit: CANDIDATES_PAGE_SIZE,
        offset: (q.page - 1) * CANDIDATES_PAGE_SIZE,
        withEmail: signedIn,
      });
    // The same page for every visitor and every member (docs/decisions/023); searches are not cached.
    const { candidates, total, totalCapped, hasMore } = q.q ? await read() : await candidatePages(lists).get(`${signedIn} ${q.page}`, read);
    c.header("Cache-Control", signedIn ? "private, no-store" : "public, no-cache");
    c.header("Vary", "Cookie");
    return c.json({ candidates, total, totalCapped, hasMore, page: q.page, pageSize: CANDIDATES_PAGE_SIZE });
  },
);
