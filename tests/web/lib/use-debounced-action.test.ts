import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedAction } from '@/lib/use-debounced-action';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedAction', () => {
  it('runs the first call at once with its arguments', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action));
    result.current(7, 'y');
    expect(action).toHaveBeenCalledExactlyOnceWith(7, 'y');
  });

  it('drops further calls for 1000 ms by default, then runs again', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action));
    result.current(1);
    result.current(2);
    act(() => vi.advanceTimersByTime(999));
    result.current(3);
    expect(action.mock.calls).toEqual([[1]]);
    act(() => vi.advanceTimersByTime(1));
    result.current(4);
    expect(action.mock.calls).toEqual([[1], [4]]);
  });

  it('honours a custom wait', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action, 200));
    result.current();
    act(() => vi.advanceTimersByTime(200));
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('keeps one function across renders and calls the latest action', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ action }) => useDebouncedAction(action), { initialProps: { action: first } });
    const debounced = result.current;
    rerender({ action: second });
    expect(result.current).toBe(debounced);
    result.current();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
