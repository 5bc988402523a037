// Slide rotation for the banner carousel: advances every `interval` ms; when the person moves it, rotation
// pauses and restarts `resumeAfter` ms after their last move.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoRotation {
  index: number;
  goTo(index: number): void;
  next(): void;
  previous(): void;
}

export function useAutoRotation(count: number, interval = 5000, resumeAfter = 1000): AutoRotation {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [paused, count, interval]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(((target % count) + count) % count);
      setPaused(true);
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setPaused(false), resumeAfter);
    },
    [count, resumeAfter],
  );

  return {
    index: count ? Math.min(index, count - 1) : 0,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
