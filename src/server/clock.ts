import { DAY_MS } from '@shared/constants';

export { DAY_MS };

/** Time is injected so expiry, cooldowns, locks and trial days are testable with a fake clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The day `n` days after a YYYY-MM-DD day. */
export const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
/** Whole days from one YYYY-MM-DD day to another. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** India has one time zone and no daylight saving: the calendar day in Asia/Kolkata is UTC+05:30. */
export const indiaDay = (d: Date) => new Date(d.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10);
