import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import { createQueryClient } from "../query-client";

/** Two families on screen (an observer each), a mutation that declares one of them. */
function setup() {
  const qc = createQueryClient();
  const fetches = { a: 0, b: 0 };
  const observe = (name: "a" | "b") =>
    new QueryObserver(qc, { queryKey: [name, "list"], queryFn: () => ++fetches[name] }).subscribe(() => undefined);
  const stops = [observe("a"), observe("b")];
  const run = (mutationFn: () => Promise<unknown>) =>
    qc
      .getMutationCache()
      .build(qc, { mutationFn, meta: { invalidates: [["a"]] } })
      .execute(undefined)
      .catch(() => undefined);
  return { qc, fetches, run, stop: () => stops.forEach((s) => s()) };
}

/** Resolves once no query is fetching (a condition, not a delay). */
const settled = (qc: ReturnType<typeof createQueryClient>) => vi.waitFor(() => expect(qc.isFetching()).toBe(0), { interval: 5 });

describe("declared mutation families (lib/query-client.ts)", () => {
  it("a successful mutation refreshes the families it declares, and only those, before it resolves", async () => {
    const { qc, fetches, run, stop } = setup();
    await settled(qc);
    expect(fetches).toEqual({ a: 1, b: 1 });
    await run(async () => "ok");
    expect(fetches).toEqual({ a: 2, b: 1 });
    stop();
  });

  it("a refusal that means the view is stale (404, 409) refreshes them too; a 400 does not", async () => {
    const { qc, fetches, run, stop } = setup();
    await settled(qc);
    await run(() => Promise.reject(new ApiError("This event is full", 409, "CONFLICT")));
    expect(fetches.a).toBe(2);
    await run(() => Promise.reject(new ApiError("Title is required", 400, "VALIDATION")));
    expect(fetches).toEqual({ a: 2, b: 1 });
    stop();
  });
});
