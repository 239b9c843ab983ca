import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from '@/app/scroll-restoration';

function Pages({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  const page = useRoutes([
    { path: '/a', element: <p>a</p> },
    { path: '/b', element: <p id="prizes">b</p> },
  ]);
  return (
    <>
      {page}
      <ScrollRestoration />
    </>
  );
}

function renderPages(path = '/a') {
  let navigate: NavigateFunction = () => undefined;
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Pages onNavigate={(next) => (navigate = next)} />
    </MemoryRouter>,
  );
  const go = (to: string | number) => act(() => (typeof to === 'number' ? navigate(to) : navigate(to)));
  return { ...utils, go };
}

function scrollWindowTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  it('starts a new page at its top and returns to where a page was left on back and forward', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { go } = renderPages();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(640);
    await go('/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('scrolls to the element a hash names', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      const { go } = renderPages();
      scrollTo.mockClear();
      await go('/b#prizes');
      expect(scrollIntoView).toHaveBeenCalledOnce();
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      // jsdom has none of its own.
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it('keeps the positions for a reload when the page is left, and hands scrolling back to the browser', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const before = window.history.scrollRestoration;
    renderPages();
    expect(window.history.scrollRestoration).toBe('manual');
    scrollWindowTo(480);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem('scrollPositions') ?? '{}')).toEqual({ default: 480 });
    expect(window.history.scrollRestoration).toBe(before);
  });
});
