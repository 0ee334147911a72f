import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './timer';

/** Seconds left to `deadline` (on performance.now()), ticking every second; `onZero` runs once when it reaches 0. */
export function useCountdown(deadline: number, onZero: () => void): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline, performance.now()));
  const fired = useRef(false);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });
  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const s = secondsLeft(deadline, performance.now());
      setLeft(s);
      if (s === 0 && !fired.current) {
        fired.current = true;
        onZeroRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
