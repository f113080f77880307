import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { createQueryClient } from "../query-client";
import { queryFamilies } from "../query-families";

/** Resolves once no query is fetching (a condition, not a delay). */
const settled = (qc: ReturnType<typeof createQueryClient>) => vi.waitFor(() => expect(qc.isFetching()).toBe(0), { interval: 5 });

/** A signed-in page whose session ended (suspension, sign-out elsewhere: docs/decisions/061). */
describe("a 401 asks who am I again (lib/query-client.ts)", () => {
  it("from a query or a mutation; other refusals do not", async () => {
    const qc = createQueryClient();
    let meFetches = 0;
    const stop = new QueryObserver(qc, { queryKey: queryFamilies.me, queryFn: () => ++meFetches }).subscribe(() => undefined);
    await settled(qc);
    expect(meFetches).toBe(1);
    const fail = (status: number) => () => Promise.reject(new ApiError("no", status, status === 401 ? "UNAUTHORIZED" : "FORBIDDEN"));

    await qc.fetchQuery({ queryKey: ["x", 403], queryFn: fail(403) }).catch(() => undefined);
    await settled(qc);
    expect(meFetches).toBe(1);
    await qc.fetchQuery({ queryKey: ["x", 401], queryFn: fail(401) }).catch(() => undefined);
    await settled(qc);
    expect(meFetches).toBe(2);
    await qc
      .getMutationCache()
      .build(qc, { mutationFn: fail(401), meta: { invalidates: [] } })
      .execute(undefined)
      .catch(() => undefined);
    await settled(qc);
    expect(meFetches).toBe(3);
    stop();
  });
});
