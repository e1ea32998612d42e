/**
 * The keep-alive timer. The server ends a session after `sessionTimeoutIdle` seconds without a refresh, and a
 * refresh token lives exactly that long; refreshing at 75 % keeps an open tab signed in with room to spare.
 */
export const KEEP_ALIVE_SHARE = 0.75;

let timer: ReturnType<typeof setTimeout> | undefined;

export function keepAliveDelayMs(sessionTimeoutIdleSeconds: number): number {
  return sessionTimeoutIdleSeconds * 1000 * KEEP_ALIVE_SHARE;
}

/** Replaces any scheduled run: there is only ever one keep-alive per tab. */
export function scheduleKeepAlive(delayMs: number, run: () => void): void {
  stopKeepAlive();
  timer = setTimeout(() => {
    timer = undefined;
    run();
  }, Math.max(0, delayMs));
}

export function stopKeepAlive(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

export function isKeepAliveScheduled(): boolean {
  return timer !== undefined;
}
