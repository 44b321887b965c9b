import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchInput } from './use-search-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSearchInput', () => {
  it('when text is typed, then it shows at once and is committed trimmed after the pause', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useSearchInput('', commit));
    act(() => result.current.onChange('hi '));
    act(() => result.current.onChange('hi 15 '));
    expect(result.current.value).toBe('hi 15 ');
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith('hi 15');
  });

  it('when the committed search changes elsewhere, then the box follows and a pending commit is dropped', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ committed }) => useSearchInput(committed, commit), {
      initialProps: { committed: 'wheat' },
    });
    act(() => result.current.onChange('wheat hi'));
    rerender({ committed: '' });
    expect(result.current.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('when the URL changes without typing (the next page loading), then nothing is committed', () => {
    const commit = vi.fn();
    const { rerender } = renderHook(({ committed }) => useSearchInput(committed, commit), {
      initialProps: { committed: 'hi 1544' },
    });
    rerender({ committed: '' });
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });

  it('when the typed text only differs by spaces from the committed one, then it is kept as typed', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ committed }) => useSearchInput(committed, commit), {
      initialProps: { committed: '' },
    });
    act(() => result.current.onChange('hi '));
    act(() => vi.advanceTimersByTime(300));
    rerender({ committed: 'hi' });
    expect(result.current.value).toBe('hi ');
  });

  it('when a link is followed before the pause ends, then the search is not committed', () => {
    const commit = vi.fn();
    window.history.pushState({}, '', '/seed-lots');
    const { result } = renderHook(() => useSearchInput('', commit));
    act(() => result.current.onChange('hi 1544'));
    window.history.pushState({}, '', '/seed-lots/SL-20261123-1206148-7919');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });
});
