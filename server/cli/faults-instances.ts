import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createThrowawayDatabase } from "../db/throwaway";
import { Client, createChecks, describe, sleep, startInstance, stopInstances, waitHealthy, type Instance } from "./fault-harness";

/**
 * npm run test:faults, part 3 — the guarantees of decision 027 on two instances of this release on one
 * PostgreSQL database, as an operator runs them behind a proxy:
 *  1. the change listener cut for 3 s (every LISTEN connection ended, and again each time it comes
 *     back): a recruiter demoted on A has no recruiter access on B during the cut and after it; B's deep
 *     health says "degraded" during the cut and "ok" once the listener is back; a sign-out on A ends the
 *     session on B at once;
 *  2. cache freshness across instances: a job approved on A is on B's cached board and in B's cached
 *     search results within a second; an event deleted on A is gone from B's server-rendered /events
 *     page within a second (when the web app is built);
 *  3. a locked table (jobs, ACCESS EXCLUSIVE for up to 15 s): the routes that read it answer 503 with
 *     Retry-After within the lock timeout; sign-in, the mentors list and health are not held;
 *  4. mail digests exactly once: four job-alert digest runs at the same moment, two on A and two on B
 *     (POST /api/dev/alerts/run-digests), give each subscriber exactly one digest mail.
 * Bounded: every wait has a deadline; about a minute.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DEMO_PASSWORD = "Demo-password-1";
const { check, finish } = createChecks();
let ip = 0;
const person = (label: string) => new Client(label, `10.78.0.${++ip}`);

/** Polls `probe` every 50 ms until it is true or `ms` have passed; the time it took, or null. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await probe()) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

async function main() {
  const { database, drop } = await createThrowawayDatabase(ADMIN_URL, "faults_instances");
  const dbName = new URL(database.url!).pathname.slice(1);
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), "appsec-faults-instances-"));
  const instances: Instance[] = [];
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    const start = (name: string, port: number) => {
      const inst = startInstance({
        name,
        port,
        cwd: process.cwd(),
        databaseUrl: url.toString(),
        dataDir: join(dataDir, name),
        // The dev outbox and its routes (POST /api/dev/alerts/run-digests) for the digest check.
        env: { DEV_MAIL: "true" },
      });
      instances.push(inst);
      return inst;
    };
    const a = start("A", 4321);
    const b = start("B", 4322);
    const up = await Promise.all([waitHealthy(a), waitHealthy(b)]);
    check("two instances of this release come up on one database", up.every(Boolean), up.every(Boolean) ? "" : a.log() + b.log());
    if (!up.every(Boolean)) return;

    const staff = person("admin");
    const recruiter = person("recruiter");
    const member = person("member");
    const visitor = person("visitor");
    await staff.signIn(a, "admin@appsec.community", DEMO_PASSWORD);
    const signedIn = await recruiter.signIn(a, "recruiter@appsec.community", DEMO_PASSWORD);
    const recruiterId = signedIn.body?.user?.id as string | undefined;
    check("the recruiter signs in on A", Boolean(recruiterId), describe(signedIn));

    // 1. The listener cut for 3 s.
    const warm = await recruiter.call(b, "GET", "/api/recruiter/jobs");
    check("B trusts the recruiter's session (warm)", warm.status === 200, describe(warm));
    let cutting = true;
    const cuts = (async () => {
      let ended = 0;
      while (cutting) {
        const res = await admin.query(
          "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'appsec-listener' and datname = $1",
          [dbName],
        );
        ended += res.rows[0].n as number;
        await sleep(100);
      }
      return ended;
    })();
    const cutStarted = Date.now();
    const degraded = await within(2000, async () => (await visitor.call(b, "GET", "/api/health?deep=1")).body?.listener === "down");
    check("during the cut B's deep health says the listener is down", degraded !== null);
    const demote = await staff.call(a, "PUT", `/api/admin/users/${recruiterId}/role`, {
      role: "user",
      reason: "Fault test: demoted during the cut",
    });
    check("the admin demotes the recruiter on A during the cut", demote.status === 200, describe(demote));
    const during: number[] = [];
    while (Date.now() - cutStarted < 3000) {
      during.push((await recruiter.call(b, "GET", "/api/recruiter/jobs")).status);
      await sleep(100);
    }
    check(
      "during the cut B refuses the demoted recruiter on every request (no notification could arrive)",
      during.length > 0 && during.every((s) => s === 403),
      `${during.length} requests: ${[...new Set(during)].join(", ")}`,
    );
    cutting = false;
    const ended = await cuts;
    check("the cut really ended LISTEN connections (each reconnection too)", ended >= 2, `${ended} connections ended`);
    const back = await within(15_000, async () => (await visitor.call(b, "GET", "/api/health?deep=1")).body?.status === "ok");
    check("B listens again after the cut and says so", back !== null, back === null ? "" : `${back} ms after the cut`);
    const afterCut = await recruiter.call(b, "GET", "/api/recruiter/jobs");
    check("after the cut B still refuses the demoted recruiter", afterCut.status === 403, describe(afterCut));
    await staff.call(a, "PUT", `/api/admin/users/${recruiterId}/role`, { role: "recruiter", reason: "Fault test: restored after the cut" });
    const restored = await recruiter.call(b, "GET", "/api/recruiter/jobs");
    check("a promotion on A is honoured on B's very next request", restored.status === 200, describe(restored));
    const otherTab = recruiter.copy("recruiter, the same browser's cookies");
    const beforeSignOut = await otherTab.call(b, "GET", "/api/me");
    const signOut = await recruiter.call(a, "POST", "/api/auth/sign-out", {});
    const afterSignOut = await otherTab.call(b, "GET", "/api/me");
    check(
      "a sign-out on A ends the session on B on its very next request",
      beforeSignOut.status === 200 && signOut.status === 200 && afterSignOut.status === 401,
      `${beforeSignOut.status} → sign-out ${signOut.status} → ${afterSignOut.status}`,
    );

    // 2. Cache freshness across instances.
    await member.signIn(a, "member@appsec.community", DEMO_PASSWORD);
    await recruiter.signIn(a, "recruiter@appsec.community", DEMO_PASSWORD);
    const title = `Instance Freshness Engineer ${Date.now()}`;
    const term = "freshness";
    const board = async () => ((await visitor.call(b, "GET", "/api/jobs")).body?.jobs ?? []) as Array<{ title: string }>;
    const searched = async () => ((await visitor.call(b, "GET", `/api/jobs?search=${term}`)).body?.jobs ?? []) as Array<{ title: string }>;
    await board();
    await searched();
    await board(); // served from B's cache now
    const job = await recruiter.call(a, "POST", "/api/jobs", {
      title,
      company: "Fresh Co",
      location: "Remote",
      jobBoardUrl: "https://example.test/jobs/fresh",
      description: "Two instances, one database, no stale page.",
      skills: ["AppSec"],
      isRemote: true,
    });
    const jobId = job.body?.job?.id as string | undefined;
    const approve = jobId ? await staff.call(a, "POST", `/api/admin/jobs/${jobId}/approve`) : null;
    check("a job submitted and approved on A", Boolean(approve && approve.status === 200), approve ? describe(approve) : describe(job));
    const onBoard = await within(1000, async () => (await board()).some((j) => j.title === title));
    check("B's cached board shows it within a second", onBoard !== null, onBoard === null ? "" : `${onBoard} ms`);
    const inSearch = await within(1000, async () => (await searched()).some((j) => j.title === title));
    check("B's cached search results show it within a second", inSearch !== null, inSearch === null ? "" : `${inSearch} ms`);

    if (existsSync(join(process.cwd(), "dist/web/index.html")) && existsSync(join(process.cwd(), "dist/ssr/entry-server.js"))) {
      const events = await staff.call(a, "GET", "/api/admin/events");
      const event = (events.body?.events ?? [])[0] as { id: string; title: string } | undefined;
      const page = async () => {
        const res = await fetch(`${b.baseUrl}/events`, { headers: { "x-forwarded-for": "10.78.1.1" } });
        return res.text();
      };
      const before = event ? (await page()).includes(event.title) : false;
      check("B's server-rendered /events shows an upcoming event", before, event ? event.title : describe(events));
      if (event && before) {
        await page(); // cached now
        const del = await staff.call(a, "DELETE", `/api/admin/events/${event.id}`, {
          reason: "Fault drill: cache invalidation across instances",
        });
        check("the admin deletes the event on A", del.status < 300, describe(del));
        const gone = await within(1000, async () => !(await page()).includes(event.title));
        check("B's cached /events page drops it within a second", gone !== null, gone === null ? "" : `${gone} ms`);
      }
    } else {
      check("the web app is built (dist/web, dist/ssr) for the page checks", false, "run npm run build first");
    }

    // 3. A locked table.
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE");
      const timed = async (fn: () => Promise<{ status: number; headers?: string | null }>) => {
        const t = Date.now();
        const r = await fn();
        return { ...r, ms: Date.now() - t };
      };
      const [jobs, mentors, signIn, health] = await Promise.all([
        timed(async () => {
          const res = await fetch(`${a.baseUrl}/api/jobs?search=locked${Date.now()}`, { headers: { "x-forwarded-for": "10.78.2.1" } });
          return { status: res.status, headers: res.headers.get("retry-after") };
        }),
        timed(async () => ({ status: (await visitor.call(a, "GET", "/api/mentors")).status })),
        timed(async () => ({ status: (await person("signin").signIn(b, "mentor@appsec.community", DEMO_PASSWORD)).status })),
        timed(async () => ({ status: (await visitor.call(b, "GET", "/api/health?deep=1")).status })),
      ]);
      check(
        "with jobs locked, a jobs search answers 503 with Retry-After within the lock timeout",
        jobs.status === 503 && jobs.headers === "2" && jobs.ms < 5000,
        `${jobs.status} in ${jobs.ms} ms, Retry-After ${jobs.headers}`,
      );
      check(
        "the mentors list is not held by the lock",
        mentors.status === 200 && mentors.ms < 2000,
        `${mentors.status} in ${mentors.ms} ms`,
      );
      check("sign-in is not held by the lock", signIn.status === 200 && signIn.ms < 3000, `${signIn.status} in ${signIn.ms} ms`);
      check("deep health is not held by the lock", health.status === 200 && health.ms < 2000, `${health.status} in ${health.ms} ms`);
    } finally {
      await locker.query("ROLLBACK").catch(() => {});
      await locker.end();
    }
    const afterLock = await visitor.call(a, "GET", "/api/jobs");
    check("the board answers again once the lock is gone", afterLock.status === 200, describe(afterLock));
    // 4. Mail digests exactly once: both instances run the job-alert digest at the same moment.
    const stamp = Date.now().toString(36);
    const word = `digestonce${stamp}`;
    const mentor = person("mentor");
    await mentor.signIn(a, "mentor@appsec.community", DEMO_PASSWORD);
    const subscribers = [
      { who: member, email: "member@appsec.community" },
      { who: mentor, email: "mentor@appsec.community" },
      { who: staff, email: "admin@appsec.community" },
      { who: recruiter, email: "recruiter@appsec.community" },
    ];
    const alertName = `Exactly once ${stamp}`;
    const saved = await Promise.all(
      subscribers.map(({ who }, i) =>
        who.call(i % 2 ? b : a, "POST", "/api/me/saved-searches", { name: alertName, frequency: "daily", query: { search: word } }),
      ),
    );
    check(
      "four members save a job alert (on A and on B)",
      saved.every((r) => r.status === 201),
      saved.map(describe).join("; "),
    );
    const digestJob = await recruiter.call(a, "POST", "/api/jobs", {
      title: `Exactly Once ${word} Engineer`,
      company: "Once Co",
      location: "Remote",
      jobBoardUrl: "https://example.test/jobs/once",
      description: "One digest per subscriber, however many instances run the task.",
      skills: ["AppSec"],
      isRemote: true,
    });
    const digestJobId = digestJob.body?.job?.id as string | undefined;
    const approved = digestJobId ? await staff.call(a, "POST", `/api/admin/jobs/${digestJobId}/approve`) : null;
    check("a job matching the alerts is approved", approved?.status === 200, approved ? describe(approved) : describe(digestJob));
    // A and B twice each, all at once: four runs race for the same digests.
    const runs = await Promise.all(
      [a, b, a, b].map((inst, i) => person(`digest run ${i}`).call(inst, "POST", "/api/dev/alerts/run-digests", {})),
    );
    const sentByRuns = runs.reduce((n, r) => n + (Number(r.body?.alerts) || 0), 0);
    check(
      "four simultaneous digest runs on A and B answer 200 and send one digest per subscriber between them",
      runs.every((r) => r.status === 200) && sentByRuns === subscribers.length,
      `${runs.map((r) => `${r.status}:${JSON.stringify(r.body)}`).join(" ")}; sent ${sentByRuns}`,
    );
    const outbox = new pg.Client({ connectionString: url.toString() });
    await outbox.connect();
    try {
      const { rows } = await outbox.query<{ to: string; n: number }>(
        `select "to", count(*)::int as n from mail_outbox where subject like $1 group by "to"`,
        [`%"${alertName}"%`],
      );
      const counts = Object.fromEntries(rows.map((r) => [r.to, r.n]));
      check(
        "each subscriber has exactly one digest mail in the outbox",
        subscribers.every((s) => counts[s.email] === 1) && rows.length === subscribers.length,
        JSON.stringify(counts),
      );
      const again = await Promise.all([a, b].map((inst) => visitor.call(inst, "POST", "/api/dev/alerts/run-digests", {})));
      const { rows: after } = await outbox.query<{ n: number }>(`select count(*)::int as n from mail_outbox where subject like $1`, [
        `%"${alertName}"%`,
      ]);
      check(
        "running the digest again on both sends nothing more",
        again.every((r) => r.status === 200 && r.body?.alerts === 0) && after[0]?.n === subscribers.length,
        `${again.map((r) => JSON.stringify(r.body)).join(" ")}; ${after[0]?.n} mails`,
      );
    } finally {
      await outbox.end();
    }
    const five = instances.flatMap((i) => i.log().split("\n")).filter((l) => l.includes('"msg":"unhandled error"'));
    check("no instance answered 500 (no unhandled error logged)", five.length === 0, five.slice(0, 3).join("\n"));
  } finally {
    await stopInstances(instances);
    await admin.end().catch(() => {});
    await drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const timer = setTimeout(() => {
  console.log("✗ faults-instances: over its 4-minute budget");
  process.exit(1);
}, 240_000);
timer.unref();
main()
  .catch((err: unknown) => check("the script ran to the end", false, err instanceof Error ? (err.stack ?? err.message) : String(err)))
  .finally(() => process.exit(finish("faults-instances")));
