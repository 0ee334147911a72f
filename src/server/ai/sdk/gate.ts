/**
 * A cap on model calls in flight across the server (the checklist's global cap): past it, callers are told at
 * once rather than queued, and the engine answers offline instead of making a person wait.
 */
export class Gate {
  private inFlight = 0;
  constructor(readonly max: number) {}

  tryEnter(): boolean {
    if (this.inFlight >= this.max) return false;
    this.inFlight++;
    return true;
  }

  leave(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }
}

export class GateFullError extends Error {
  constructor() {
    super('too many model calls in flight');
    this.name = 'GateFullError';
  }
}
