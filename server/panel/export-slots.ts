/**
 * How many exports this process streams at once. Each holds a database
 * connection and formats rows between other requests; past the limit the
 * panel answers 429 instead of letting exports pile up (issue 35: three at
 * once held /healthz for 10 s at 800 MB). Per process: replicas each have
 * their own.
 */
export class ExportSlots {
  private taken = 0;

  constructor(readonly limit: number) {}

  /** A slot and the function that gives it back (once, however often called), or null when all are taken. */
  take(): (() => void) | null {
    if (this.taken >= this.limit) return null;
    this.taken += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken -= 1;
    };
  }

  get inUse(): number {
    return this.taken;
  }
}
