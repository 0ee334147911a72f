import { useEffect, useState } from 'react';

/**
 * Seconds counted while `running`, added to what the key already had (`initial` the first time: the seconds the
 * server recorded before a reload): one timer per question.
 */
export function useElapsed(key: number, running: boolean, initial = 0): number {
  const [seconds, setSeconds] = useState<Record<number, number>>({});
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const base = seconds[key] ?? initial;
    const tick = () => setSeconds((s) => ({ ...s, [key]: base + Math.floor((Date.now() - started) / 1000) }));
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
      tick();
    };
    // the base is read once per (key, running) change; ticks must not restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, running]);
  return seconds[key] ?? initial;
}

/** 2:05, 1:02:05 */
export function clock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
