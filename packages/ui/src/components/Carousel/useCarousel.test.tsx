import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './useCarousel';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() });
}

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('groups items into pages and wraps around', () => {
    const { result } = renderHook(() => useCarousel({ count: 7, perSlide: 3, autoplay: false }));
    expect(result.current.pages).toBe(3);
    act(() => result.current.previous());
    expect(result.current.page).toBe(2);
    act(() => result.current.next());
    expect(result.current.page).toBe(0);
    act(() => result.current.goTo(4));
    expect(result.current.page).toBe(1);
  });

  it('advances on its own and gives a manually chosen slide a full interval', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, interval: 1000 }));
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.page).toBe(1);
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.goTo(0));
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.page).toBe(0);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.page).toBe(1);
  });

  it('pauses while hovered and when stopped', () => {
    const { result } = renderHook(() => useCarousel({ count: 3, interval: 1000 }));
    act(() => result.current.rootProps.onPointerEnter());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.page).toBe(0);
    act(() => result.current.rootProps.onPointerLeave());
    act(() => result.current.toggleRotation());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.page).toBe(0);
    expect(result.current.rotating).toBe(false);
  });

  it('never autoplays for users who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCarousel({ count: 3, interval: 1000 }));
    expect(result.current.reducedMotion).toBe(true);
    expect(result.current.canRotate).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.page).toBe(0);
  });

  it('does not rotate a single page', () => {
    const { result } = renderHook(() => useCarousel({ count: 2, perSlide: 3 }));
    expect(result.current.pages).toBe(1);
    expect(result.current.playing).toBe(false);
  });
});
