/** Time is injected so expiry, cooldowns, locks and trial days are testable with a fake clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
export const DAY_MS = 24 * 60 * 60 * 1000;
