import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoRotation } from './useAutoRotation.ts';

describe('useAutoRotation (banner: 5000 ms, restarting 1 s after the person moves it)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms and wraps around', () => {
    const { result } = renderHook(() => useAutoRotation(3));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
  });

  it('pauses when moved and restarts 1 s after the last move', () => {
    const { result } = renderHook(() => useAutoRotation(3));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(900));
    act(() => result.current.goTo(2));
    // Still paused 1 s after the last move; the 5000 ms rotation starts over from there.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });

  it('goes backwards from the first to the last', () => {
    const { result } = renderHook(() => useAutoRotation(4));
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
  });

  it('does not rotate a single banner', () => {
    const { result } = renderHook(() => useAutoRotation(1));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});
