/**
 * Periodic tasks: job expiry, mentorship request expiry and reminders, …
 *
 *   // a feature's `tasks` in its <f>.feature.ts (registered by server/scheduled-tasks.ts, decision 062), as
 *   scheduler.register({
 *     name: "jobs:expiry",              // unique, stable (it is the row key in scheduled_tasks)
 *     everyMs: 15 * 60_000,              // how often at most, across all instances
 *     run: async ({ now }) => { … },     // `now` comes from the injectable clock: use it, not Date.now()
 *   });
 *   await scheduler.tick();              // tests: runs every due task once, returns the names that ran
 *   scheduler.start(pollMs) / await scheduler.stop();   // main.ts
 *
 * Running once across instances: before running, an instance claims the task's row with
 *   UPDATE scheduled_tasks SET next_run_at = now + everyMs … WHERE name = $1 AND next_run_at <= now RETURNING
 * Only the instance whose UPDATE returns the row runs the task for that period; the others skip it.
 * (A claimed row rather than an advisory lock: it also works on PGlite and survives restarts.)
 * If a run fails, the error is stored in last_error and the task runs again next period, so a task
 * must be written as "handle everything that is due and not yet handled" and mark what it handled in
 * the same statement (e.g. UPDATE … SET warned_at = now WHERE warned_at IS NULL … RETURNING) — that
 * keeps it exactly-once per item even if two runs ever overlap.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { scheduledTasks } from "../db/schema";
import { systemClock, type Clock } from "./clock";
import type { Logger } from "./logger";

export interface TaskContext {
  /** The scheduler's clock at the start of this run. */
  now: Date;
}

export interface ScheduledTask {
  name: string;
  everyMs: number;
  run(ctx: TaskContext): Promise<unknown>;
}

export interface Scheduler {
  register(task: ScheduledTask): void;
  readonly tasks: readonly ScheduledTask[];
  /** Claims and runs every due task once; returns the names of the tasks this instance ran. */
  tick(): Promise<string[]>;
  /** Runs one task now if this instance can claim it (it is due); returns whether it ran. */
  runIfDue(name: string): Promise<boolean>;
  start(pollMs?: number): void;
  /** Stops polling and waits for the run in progress (graceful shutdown). */
  stop(): Promise<void>;
  now(): Date;
}

export function createScheduler(opts: { db: Db; logger: Logger; now?: Clock }): Scheduler {
  const { db, logger } = opts;
  const now = opts.now ?? systemClock;
  const tasks: ScheduledTask[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function claim(task: ScheduledTask, at: Date): Promise<boolean> {
    await db.insert(scheduledTasks).values({ name: task.name, nextRunAt: at }).onConflictDoNothing();
    const rows = await db
      .update(scheduledTasks)
      .set({ nextRunAt: new Date(at.getTime() + task.everyMs), lastRunAt: at, runCount: sql`${scheduledTasks.runCount} + 1` })
      .where(and(eq(scheduledTasks.name, task.name), lte(scheduledTasks.nextRunAt, at)))
      .returning({ name: scheduledTasks.name });
    return rows.length === 1;
  }

  async function runTask(task: ScheduledTask): Promise<boolean> {
    const at = now();
    if (!(await claim(task, at))) return false;
    try {
      await task.run({ now: at });
      await db.update(scheduledTasks).set({ lastError: null }).where(eq(scheduledTasks.name, task.name));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      logger.warn("scheduled task failed", { task: task.name, error: message });
      await db
        .update(scheduledTasks)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(scheduledTasks.name, task.name))
        .catch(() => {});
    }
    return true;
  }

  async function tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const task of tasks) if (await runTask(task)) ran.push(task.name);
    return ran;
  }

  return {
    tasks,
    now,
    register(task) {
      if (tasks.some((t) => t.name === task.name)) throw new Error(`Task ${task.name} is registered twice`);
      tasks.push(task);
    },
    tick,
    async runIfDue(name) {
      const task = tasks.find((t) => t.name === name);
      if (!task) throw new Error(`Unknown task ${name}`);
      return runTask(task);
    },
    start(pollMs = 60_000) {
      if (timer) return;
      const loop = () => {
        if (running) return;
        running = tick()
          .catch((err) => logger.warn("scheduler tick failed", { error: err instanceof Error ? err.message : String(err) }))
          .finally(() => (running = null));
      };
      timer = setInterval(loop, pollMs);
      timer.unref();
      setTimeout(loop, 5_000).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
