import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THROTTLE_MS } from '@/config/constants';
import { useInfiniteTrigger } from '@/features/games/hooks/use-infinite-trigger';

/** Reports every observed node in view at once, as a browser does for a sentinel on screen. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function Sentinel({ onLoadMore, version }: { onLoadMore: () => void; version: number }) {
  const ref = useInfiniteTrigger<HTMLDivElement>(onLoadMore, true, version);
  return <div ref={ref} />;
}

beforeEach(() => {
  vi.useFakeTimers();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = InViewObserver;
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('useInfiniteTrigger', () => {
  it('never asks for two pages within the throttle, however fast pages load', () => {
    const asked: number[] = [];
    const onLoadMore = () => asked.push(Date.now());
    const view = render(<Sentinel onLoadMore={onLoadMore} version={0} />);
    expect(asked).toHaveLength(1);

    // Each page "loads" 20 ms after it was asked for and re-arms the trigger, sentinel still in view.
    for (let version = 1; version <= 40; version += 1) {
      act(() => vi.advanceTimersByTime(20));
      view.rerender(<Sentinel onLoadMore={onLoadMore} version={version} />);
    }
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS));

    expect(asked.length).toBeGreaterThan(2);
    const gaps = asked.slice(1).map((at, i) => at - (asked[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(INFINITE_SCROLL_THROTTLE_MS);
  });

  it('asks for the next page once the throttle has passed', () => {
    const onLoadMore = vi.fn();
    const view = render(<Sentinel onLoadMore={onLoadMore} version={0} />);
    act(() => vi.advanceTimersByTime(50));
    view.rerender(<Sentinel onLoadMore={onLoadMore} version={1} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS - 51));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
