import { Hono } from "hono";
import { CANDIDATES_PAGE_SIZE, candidateQuerySchema } from "@common/candidates.schema";
import type { AppEnv } from "../../lib/context";
import { parseQuery } from "../../lib/http";
import { searchCandidates } from "./candidates.service";

export const candidatesRoutes = new Hono<AppEnv>().get("/candidates", async (c) => {
  const q = parseQuery(c, candidateQuerySchema);
  const signedIn = Boolean(c.get("user"));
  const { candidates, total, totalCapped, hasMore } = await searchCandidates(c.get("deps").db, {
    q: q.q || undefined,
    limit: CANDIDATES_PAGE_SIZE,
    offset: (q.page - 1) * CANDIDATES_PAGE_SIZE,
    withEmail: signedIn,
  });
  c.header("Cache-Control", signedIn ? "private, no-store" : "public, no-cache");
  c.header("Vary", "Cookie");
  return c.json({ candidates, total, totalCapped, hasMore, page: q.page, pageSize: CANDIDATES_PAGE_SIZE });
});
