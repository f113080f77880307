import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createThrowawayDatabase } from "../db/throwaway";
import {
  Client,
  createChecks,
  describe,
  sleep,
  startInstance,
  stopInstances,
  waitHealthy,
  type Instance,
  type Reply,
} from "./fault-harness";

/**
 * npm run test:faults, part 2 — a rolling deploy. The release currently deployed
 * (.ci/previous-release) runs on a database, the new release starts beside it on the same database
 * and applies its migrations, and both keep serving:
 *  - every area's ordinary writes, made through the PREVIOUS release after the new migrations, get no
 *    5xx and are seen by the NEW release;
 *  - writes made through the NEW release are seen by the PREVIOUS one;
 *  - a previous-release instance (re)started after the new migrations still comes up.
 * A migration that is not expand-only (a dropped or renamed column, a new NOT NULL without a default,
 * a tightened constraint the old code violates) fails here.
 * Bounded: every wait has a deadline; about a minute.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROOT = process.cwd();
const OLD_PORT = 4311;
const NEW_PORT = 4312;
const RESTARTED_OLD_PORT = 4313;
const DEMO_PASSWORD = "Demo-password-1";
const RUN = Date.now().toString(36);

const { check, finish } = createChecks();
/** A check whose detail (the request and its answer) is only worth printing when it fails. */
const verify = (name: string, ok: boolean, detail: string) => check(name, ok, ok ? "" : detail);
const replies: Reply[] = [];
let ipCounter = 0;
const client = (label: string) => new Client(label, `10.77.0.${++ipCounter}`, (r) => replies.push(r));

function git(...args: string[]) {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 30_000 }).trim();
}

/** The previous release's commit, or an error saying why it cannot be found. */
function previousRelease(): string {
  const file = join(ROOT, ".ci/previous-release");
  if (!existsSync(file)) throw new Error(".ci/previous-release is missing: it names the commit of the release currently deployed");
  const ref = readFileSync(file, "utf8").trim();
  try {
    return git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
  } catch {
    throw new Error(
      `the previous release ${ref} (.ci/previous-release) is not in this clone — a shallow clone? Fetch it (git fetch --unshallow, or fetch-depth: 0) so the rolling-deploy check can run`,
    );
  }
}

/** Extracts `sha` into `dir`, with this checkout's node_modules, and builds its server. */
function buildRelease(sha: string, dir: string) {
  execFileSync("bash", ["-o", "pipefail", "-c", `git archive --format=tar "$1" | tar -x -C "$2"`, "archive", sha, dir], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    timeout: 60_000,
  });
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: dir, stdio: ["ignore", "ignore", "pipe"], timeout: 90_000 });
}

/** The first object anywhere in an API answer that matches (answers nest their lists differently). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks arbitrary JSON
function findIn(body: unknown, match: (o: any) => boolean): any {
  if (Array.isArray(body)) {
    for (const item of body) {
      const hit = findIn(item, match);
      if (hit !== undefined) return hit;
    }
  } else if (body && typeof body === "object") {
    if (match(body)) return body;
    for (const value of Object.values(body)) {
      const hit = findIn(value, match);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/** Polls `read` until `ok` holds (another instance's cache may take a moment to hear of a write). */
async function eventually(read: () => Promise<Reply>, ok: (r: Reply) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  let r = await read();
  while (!ok(r) && Date.now() < deadline) {
    await sleep(200);
    r = await read();
  }
  return r;
}

const instances: Instance[] = [];
/** A failed request and what its instance logged under its request id (the SQL error of a 500). */
function explain(r: Reply) {
  const requestId = (r.body as { error?: { requestId?: string } } | null)?.error?.requestId;
  const log = instances.find((i) => i.name === r.instance)?.log() ?? "";
  const lines = requestId ? log.split("\n").filter((l) => l.includes(requestId)) : [];
  return [describe(r), ...lines.map((l) => `    ${l.slice(0, 1500)}`)].join("\n");
}

const is2xx = (r: Reply) => r.status >= 200 && r.status < 300;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** A free slot of a mentor 3–28 days ahead (inside the booking window whatever the mentor's zone). */
function freeSlot(detail: { availability?: Record<string, string[]>; taken?: Array<{ date: string; time: string }> }, skip: string[]) {
  for (let days = 3; days <= 28; days++) {
    const d = new Date(Date.now() + days * 86_400_000);
    const date = ymd(d);
    for (const time of detail.availability?.[String(d.getUTCDay())] ?? []) {
      const key = `${date} ${time}`;
      if (skip.includes(key) || detail.taken?.some((t) => t.date === date && t.time === time)) continue;
      return { date, time };
    }
  }
  return null;
}

async function main() {
  const sha = previousRelease();
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), "appsec-rolling-"));
  let drop: (() => Promise<void>) | null = null;
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await stopInstances(instances);
    if (drop) await Promise.race([drop(), sleep(10_000)]).catch((err) => console.error("could not drop the throwaway database", err));
    rmSync(work, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a CI timeout): no server and no database is left behind.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the instances and dropping the database`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const oldDir = join(work, "previous");
    mkdirSync(oldDir);
    buildRelease(sha, oldDir);
    if (!existsSync(join(ROOT, "dist/server/main.js"))) {
      execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"], timeout: 90_000 });
    }
    console.log(`previous release ${sha.slice(0, 10)} built in ${Date.now() - started} ms`);

    const throwaway = await createThrowawayDatabase(ADMIN_URL, "rolling");
    drop = throwaway.drop;
    const databaseUrl = throwaway.database.url!;

    // The previous release owns the database (its migrations, the demo data); then the new one starts
    // beside it and migrates, and both serve on together.
    const old = startInstance({ name: "previous", port: OLD_PORT, cwd: oldDir, databaseUrl, dataDir: join(work, "data-old") });
    instances.push(old);
    let t = Date.now();
    const oldUp = await waitHealthy(old);
    if (!check("the previous release comes up on an empty database", oldUp, oldUp ? `${Date.now() - t} ms` : old.log().slice(-2000)))
      return;
    const neu = startInstance({ name: "new", port: NEW_PORT, cwd: ROOT, databaseUrl, dataDir: join(work, "data-new") });
    instances.push(neu);
    t = Date.now();
    const newUp = await waitHealthy(neu);
    const newDetail = newUp ? `${Date.now() - t} ms` : neu.log().slice(-2000);
    if (!check("the new release comes up beside it and applies its migrations", newUp, newDetail)) return;
    verify("the previous release is still healthy after the new migrations", await waitHealthy(old, 5000), old.log().slice(-2000));

    // ---- the people ----
    const admin = client("admin");
    const mentor = client("mentor");
    const recruiter = client("recruiter");
    const member = client("member");
    const people: Array<[Client, string]> = [
      [admin, "admin@appsec.community"],
      [mentor, "mentor@appsec.community"],
      [recruiter, "recruiter@appsec.community"],
      [member, "member@appsec.community"],
    ];
    const signIns = await Promise.all(people.map(([c, email]) => c.signIn(old, email, DEMO_PASSWORD)));
    const badSignIn = signIns.find((r) => !is2xx(r));
    verify("the demo accounts sign in on the previous release", !badSignIn, badSignIn ? explain(badSignIn) : "");
    if (badSignIn) return;
    const idOf = async (c: Client) => (await c.call(old, "GET", "/api/me")).body?.user?.id as string | undefined;
    const [mentorId, memberId] = [await idOf(mentor), await idOf(member)];

    // ---- writes through the PREVIOUS release ----
    // Sign-up and sign-in.
    const newcomer = client("newcomer");
    const newEmail = `rolling-${RUN}@example.test`;
    const newPassword = "A-rolling-deploy-passphrase-7";
    const signUp = await newcomer.call(old, "POST", "/api/auth/sign-up/email", {
      name: "Rolling Newcomer",
      email: newEmail,
      password: newPassword,
    });
    const newSignIn = await newcomer.signIn(old, newEmail, newPassword);
    verify("previous: sign up and sign in", is2xx(signUp) && is2xx(newSignIn), is2xx(signUp) ? explain(newSignIn) : explain(signUp));
    const newcomerId = (await newcomer.call(old, "GET", "/api/me")).body?.user?.id as string | undefined;

    // Profile.
    const bio = `Rolling deploy bio ${RUN}`;
    const profile = await newcomer.call(old, "PUT", "/api/profile", {
      fullName: "Rolling Newcomer",
      title: "AppSec engineer",
      bio,
      expertise: ["threat modeling"],
      isOpenToWork: true,
      timezone: "UTC",
    });
    verify("previous: update the profile", is2xx(profile), explain(profile));

    // Mentorship: the member books a free slot of the demo mentor, the mentor approves it.
    const jobTitleOld = `Rolling AppSec Engineer ${RUN}`;
    const mentors = await member.call(old, "GET", "/api/mentors");
    const detail = await member.call(old, "GET", `/api/mentors/${mentorId}`);
    const slot = freeSlot(detail.body ?? {}, []);
    const booking = slot
      ? await member.call(old, "POST", "/api/appointments", { mentorId, ...slot, topic: "Rolling deploy threat model", notes: null })
      : null;
    const bookingId = booking?.body?.appointment?.id as string | undefined;
    verify(
      "previous: book a mentor session",
      is2xx(mentors) && Boolean(findIn(mentors.body, (o) => o.id === mentorId)) && Boolean(bookingId),
      booking ? explain(booking) : `no free slot: ${explain(detail)}`,
    );
    const decision = bookingId ? await mentor.call(old, "POST", `/api/appointments/${bookingId}/decision`, { status: "approved" }) : null;
    verify("previous: the mentor approves it", Boolean(decision && is2xx(decision)), decision ? explain(decision) : "no booking");

    // Jobs: warm the new instance's job list first, so the check covers its cache hearing of the write.
    await member.call(neu, "GET", "/api/jobs");
    const job = await recruiter.call(old, "POST", "/api/jobs", {
      title: jobTitleOld,
      company: "Rolling Co",
      location: "Remote",
      jobBoardUrl: "https://example.test/jobs/rolling",
      description: "Keep two releases serving one database without a single error.",
      skills: ["AppSec", "PostgreSQL"],
      isRemote: true,
    });
    const jobId = job.body?.job?.id as string | undefined;
    verify("previous: the recruiter submits a job", is2xx(job) && Boolean(jobId), explain(job));
    const approve = jobId ? await admin.call(old, "POST", `/api/admin/jobs/${jobId}/approve`) : null;
    verify("previous: the admin approves it", Boolean(approve && is2xx(approve)), approve ? explain(approve) : "no job");

    // Events: the member registers for the first upcoming event with room.
    const events = await member.call(old, "GET", "/api/events");
    const event = findIn(
      events.body,
      (o) => typeof o.attendeesCount === "number" && !o.isAttending && (o.maxAttendees === null || o.attendeesCount < o.maxAttendees),
    );
    const register = event ? await member.call(old, "POST", `/api/events/${event.id}/registration`) : null;
    verify(
      "previous: register for an event",
      Boolean(register && is2xx(register)),
      register ? explain(register) : `no open event: ${explain(events)}`,
    );

    // Comments.
    const posts = await member.call(old, "GET", "/api/blog/posts");
    const article = findIn(posts.body, (o) => typeof o.id === "string" && typeof o.title === "string");
    const commentOld = `Written through the previous release ${RUN}`;
    const comment = article ? await member.call(old, "POST", `/api/blog/articles/${article.id}/comments`, { content: commentOld }) : null;
    verify(
      "previous: comment on an article",
      Boolean(comment && is2xx(comment)),
      comment ? explain(comment) : `no article: ${explain(posts)}`,
    );

    // Role change by the admin: the newcomer becomes a recruiter.
    const role = newcomerId ? await admin.call(old, "PUT", `/api/admin/users/${newcomerId}/role`, { role: "recruiter" }) : null;
    verify("previous: the admin changes a user's role", Boolean(role && is2xx(role)), role ? explain(role) : "no newcomer");

    // Mentor application: the member (with the bio and expertise an application needs) applies, the
    // admin declines (last: a role change ends sessions).
    const memberProfile = await member.call(old, "PUT", "/api/profile", {
      fullName: "Milo Member",
      title: "Software Engineer",
      bio: "Ten years of web development, now threat modeling and code review.",
      expertise: ["Secure code review"],
      timezone: "UTC",
    });
    verify("previous: the member edits their profile", is2xx(memberProfile), explain(memberProfile));
    const apply = await member.call(old, "POST", "/api/mentorship/mentor-application");
    const applicants = await admin.call(old, "GET", "/api/admin/mentor-applications");
    const listed = Boolean(findIn(applicants.body, (o) => o.id === memberId));
    const reject = await admin.call(old, "POST", `/api/admin/mentor-applications/${memberId}/reject`);
    verify(
      "previous: apply to become a mentor, the admin declines",
      is2xx(apply) && listed && is2xx(reject),
      !is2xx(apply) ? explain(apply) : !listed ? `applicant not listed: ${explain(applicants)}` : explain(reject),
    );

    const oldErrors = replies.filter((r) => r.instance === "previous" && (r.status >= 500 || r.status === 0));
    check(
      "no 5xx from the previous release on the new schema",
      oldErrors.length === 0,
      oldErrors.length ? `\n  ${oldErrors.map(explain).join("\n  ")}` : `${replies.length} requests`,
    );

    // ---- the NEW release sees them (and the previous one too) ----
    // The session cookies issued by the previous release carry over (re-sign-in only where a role changed).
    await member.signIn(neu, "member@appsec.community", DEMO_PASSWORD);
    await newcomer.signIn(neu, newEmail, newPassword);
    for (const inst of [old, neu]) {
      const me = await newcomer.call(inst, "GET", "/api/me");
      verify(
        `${inst.name} sees the newcomer's profile and new role`,
        me.body?.profile?.bio === bio && me.body?.user?.role === "recruiter",
        `${me.status} role ${me.body?.user?.role}, bio ${JSON.stringify(me.body?.profile?.bio)}`,
      );
      const appts = await member.call(inst, "GET", "/api/appointments");
      const a = findIn(appts.body?.asMentee, (o) => o.id === bookingId);
      verify(`${inst.name} lists the approved booking for the member`, a?.status === "approved", a ? `status ${a.status}` : explain(appts));
      const jobs = await eventually(
        () => member.call(inst, "GET", "/api/jobs"),
        (r) => r.text.includes(jobTitleOld),
      );
      verify(`${inst.name} lists the approved job on /api/jobs`, jobs.text.includes(jobTitleOld), explain(jobs));
      const mine = await member.call(inst, "GET", "/api/events?filter=mine");
      verify(
        `${inst.name} shows the event registration`,
        Boolean(event && findIn(mine.body, (o) => o.id === event.id && o.isAttending)),
        explain(mine),
      );
      const comments = article ? await member.call(inst, "GET", `/api/blog/articles/${article.id}/comments`) : null;
      verify(`${inst.name} shows the comment`, Boolean(comments?.text.includes(commentOld)), comments ? explain(comments) : "no article");
      const meMember = await member.call(inst, "GET", "/api/me");
      // The new release keeps the application's outcome apart from the role (migration 0014's trigger).
      const declined = meMember.body?.user?.role === "user" && (inst === old || meMember.body?.user?.mentorApplication === "rejected");
      verify(`${inst.name} shows the declined applicant as a member`, declined, explain(meMember));
    }

    // ---- writes through the NEW release, read through the PREVIOUS one ----
    const jobTitleNew = `Rolling Platform Engineer ${RUN}`;
    await recruiter.signIn(neu, "recruiter@appsec.community", DEMO_PASSWORD);
    await admin.signIn(neu, "admin@appsec.community", DEMO_PASSWORD);
    const job2 = await recruiter.call(neu, "POST", "/api/jobs", {
      title: jobTitleNew,
      company: "Rolling Co",
      location: "Remote",
      jobBoardUrl: "https://example.test/jobs/rolling-2",
      description: "Written through the new release, read through the previous one.",
      skills: ["AppSec"],
      isRemote: true,
    });
    const job2Id = job2.body?.job?.id as string | undefined;
    const approve2 = job2Id ? await admin.call(neu, "POST", `/api/admin/jobs/${job2Id}/approve`) : job2;
    const jobsOld = await eventually(
      () => member.call(old, "GET", "/api/jobs"),
      (r) => r.text.includes(jobTitleNew),
    );
    verify(
      "new: a job submitted and approved there is on the previous release's /api/jobs",
      is2xx(job2) && is2xx(approve2) && jobsOld.text.includes(jobTitleNew),
      !is2xx(job2) ? explain(job2) : !is2xx(approve2) ? explain(approve2) : explain(jobsOld),
    );

    const detail2 = await member.call(neu, "GET", `/api/mentors/${mentorId}`);
    const slot2 = freeSlot(detail2.body ?? {}, slot ? [`${slot.date} ${slot.time}`] : []);
    const booking2 = slot2
      ? await member.call(neu, "POST", "/api/appointments", { mentorId, ...slot2, topic: "Booked on the new release", notes: null })
      : detail2;
    const booking2Id = booking2.body?.appointment?.id as string | undefined;
    const decline2 = booking2Id
      ? await mentor.call(old, "POST", `/api/appointments/${booking2Id}/decision`, { status: "declined", reason: "Rolling test" })
      : booking2;
    const appts2 = await member.call(old, "GET", "/api/appointments");
    const a2 = findIn(appts2.body?.asMentee, (o) => o.id === booking2Id);
    verify(
      "new: a booking made there is declined by the mentor on the previous release and listed there",
      Boolean(booking2Id) && is2xx(decline2) && a2?.status === "declined",
      !booking2Id ? explain(booking2) : !is2xx(decline2) ? explain(decline2) : explain(appts2),
    );

    const comment2Text = `Written through the new release ${RUN}`;
    const comment2 = article
      ? await member.call(neu, "POST", `/api/blog/articles/${article.id}/comments`, { content: comment2Text })
      : null;
    const comments2 = article ? await member.call(old, "GET", `/api/blog/articles/${article.id}/comments`) : null;
    verify(
      "new: a comment written there is shown by the previous release",
      Boolean(comment2 && is2xx(comment2) && comments2?.text.includes(comment2Text)),
      comment2 && !is2xx(comment2) ? explain(comment2) : comments2 ? explain(comments2) : "no article",
    );

    const bio2 = `Edited on the new release ${RUN}`;
    const profile2 = await newcomer.call(neu, "PUT", "/api/profile", { fullName: "Rolling Newcomer", bio: bio2, timezone: "UTC" });
    const role2 = newcomerId
      ? await admin.call(neu, "PUT", `/api/admin/users/${newcomerId}/role`, {
          role: "supporter",
          reason: "Fault test: a role change during the rolling deploy",
        })
      : profile2;
    const users = await admin.call(old, "GET", `/api/admin/users?q=${encodeURIComponent(newEmail)}`);
    const listedUser = findIn(users.body, (o) => o.id === newcomerId);
    await newcomer.signIn(old, newEmail, newPassword);
    const meOld = await newcomer.call(old, "GET", "/api/me");
    verify(
      "new: a profile edit and a role change made there are seen by the previous release",
      is2xx(profile2) &&
        is2xx(role2) &&
        listedUser?.role === "supporter" &&
        meOld.body?.profile?.bio === bio2 &&
        meOld.body?.user?.role === "supporter",
      !is2xx(profile2) ? explain(profile2) : !is2xx(role2) ? explain(role2) : `${explain(users)}\n  ${explain(meOld)}`,
    );

    // A previous-release instance that restarts mid-rollout (a crash, a scale-up) must still start.
    const again = startInstance({
      name: "previous-restarted",
      port: RESTARTED_OLD_PORT,
      cwd: oldDir,
      databaseUrl,
      dataDir: join(work, "data-old-2"),
    });
    instances.push(again);
    const up = await waitHealthy(again, 30_000);
    const readAgain = up ? await member.call(again, "GET", "/api/jobs") : null;
    verify(
      "a previous-release instance started after the new migrations comes up and serves",
      up && Boolean(readAgain?.text.includes(jobTitleNew)),
      up ? (readAgain ? explain(readAgain) : "") : again.log().slice(-2000),
    );

    const errors = replies.filter((r) => r.status >= 500 || r.status === 0);
    check(
      "no 5xx from any instance during the rollout",
      errors.length === 0,
      errors.length ? `\n  ${errors.map(explain).join("\n  ")}` : `${replies.length} requests`,
    );
  } finally {
    await cleanUp();
    console.log(`rolling deploy check took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

await main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  check("rolling deploy script ran", false);
});
process.exit(finish("faults-rolling"));
