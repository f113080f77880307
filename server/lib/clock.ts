/**
 * The one place server code reads the system time (docs/decisions/065-one-clock.md).
 *
 * The app has one clock: `createDeps` picks it (a test's `now`, or this one) and hands the same function to
 * the scheduler and to auth; routes and services read it as `deps.scheduler.now()` (or a task's `now`), and
 * pass the instant on, also into SQL, instead of reading `new Date()`, `Date.now()` or SQL `now()`.
 * The lint rule in eslint.config.js forbids the first two anywhere else in server/ (tests and server/cli excepted).
 */
export type Clock = () => Date;

/** The system's wall clock. Only createDeps (and a scheduler or auth built without one) falls back to it. */
export const systemClock: Clock = () => new Date();
