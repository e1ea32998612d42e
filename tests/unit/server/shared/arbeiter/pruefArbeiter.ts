/**
 * Tasks for the pool's tests, run in its worker threads like the product's worker modules. `halte` holds its thread
 * until the test lets go, without using the processor: slot 0 of `zeichen` says it started, slot 1 lets it go.
 */

export function halte({ zeichen }: { zeichen: SharedArrayBuffer }): string {
  const feld = new Int32Array(zeichen);
  Atomics.add(feld, 0, 1);
  Atomics.notify(feld, 0);
  while (Atomics.load(feld, 1) === 0) Atomics.wait(feld, 1, 0);
  return 'frei';
}

/** Never returns: only ending the thread stops it. */
export function endlos({ zeichen }: { zeichen: SharedArrayBuffer }): never {
  const feld = new Int32Array(zeichen);
  Atomics.add(feld, 0, 1);
  Atomics.notify(feld, 0);
  for (;;) Atomics.wait(feld, 1, Atomics.load(feld, 1));
}

export function verdopple(zahl: number): number {
  return 2 * zahl;
}
