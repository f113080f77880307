/**
 * Polls `check` every 50 ms for up to 2.5 s: for what reaches the app a moment later, such as a NOTIFY
 * sent by another connection (PostgreSQL delivers it to the listener asynchronously).
 */
export async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}
