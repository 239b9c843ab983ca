import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';

const findBottomNav = async (name = 'Game shortcuts') => {
  await findHeader();
  const nav = await screen.findByRole('navigation', { name });
  await within(nav).findAllByRole('link');
  return nav;
};

describe('bottom navigation', () => {
  it('lists e-sports, card games, lottery, sports and slots on phones, the current one marked', async () => {
    setPhoneViewport();
    renderApp('/rng?page=PG');
    const nav = await findBottomNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['E-Sports', 'Card Games', 'Lottery', 'Sports', 'Slots']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/esports', '/pvp', '/lottery', '/sports', '/rng']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Slots');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the category of the lobby it is on', async () => {
    setPhoneViewport();
    renderApp('/pvp');
    const nav = await findBottomNav();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Card Games');
  });

  it('speaks Vietnamese', async () => {
    setPhoneViewport();
    window.localStorage.setItem('lang', 'TY');
    renderApp('/');
    const nav = await findBottomNav('Lối tắt trò chơi');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Thể thao điện tử',
      'Game bài',
      'Xổ số',
      'Thể thao',
      'Nổ hũ',
    ]);
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('is not shown on wide screens', async () => {
    renderApp('/rng');
    await findHeader();
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('navigation', { name: 'Game shortcuts' })).not.toBeInTheDocument();
  });
});
