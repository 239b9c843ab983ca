import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { world } from '@/testing/world';

describe('language dropdown', () => {
  it('lists the brand languages with flags', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Language: English' }));
    const list = within(header).getByRole('menu', { name: 'Language' });
    const options = within(list).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Tiếng Việt']);
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    const flags = [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(flags).toEqual(['http://127.0.0.1:9000/cdn/flags/gb.svg', 'http://127.0.0.1:9000/cdn/flags/vn.svg']);
  });

  it('switches to Vietnamese: stores it, tells the BFF and refetches language data', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Live Casino' });
    const vendorCallsBefore = world.calls.filter((c) => c.path.includes('GCSGAME_newGameVendor')).length;

    await user.click(within(header).getByRole('button', { name: 'Language: English' }));
    await user.click(within(header).getByRole('menuitemradio', { name: 'Tiếng Việt' }));

    const viNav = await screen.findByRole('navigation', { name: 'Điều hướng chính' });
    expect(within(viNav).getByRole('link', { name: 'Sòng bài trực tiếp' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(document.documentElement.lang).toBe('vi');

    await waitFor(() => expect(world.language).toBe('TY'));
    const put = world.calls.find((c) => c.method === 'PUT' && c.path === '/bff/language');
    expect(put?.body).toEqual({ language: 'TY' });
    expect(put?.headers['x-xsrf-token']).toBeTruthy();

    await waitFor(() => {
      const vendorCalls = world.calls.filter((c) => c.path.includes('GCSGAME_newGameVendor'));
      expect(vendorCalls.length).toBeGreaterThan(vendorCallsBefore);
      expect(vendorCalls.at(-1)?.headers.language).toBe('TY');
    });
    const bannerCalls = () => world.calls.filter((c) => c.path.includes('MCSFE_getListAnnouncements?types=B'));
    await waitFor(() => expect(bannerCalls().at(-1)?.headers.language).toBe('TY'));
    expect(await screen.findAllByAltText('Thưởng chào mừng 1000VND')).not.toHaveLength(0);
  });

  it('works from the keyboard as a menu button: arrows, Home, End, Escape, Enter', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    const toggle = within(header).getByRole('button', { name: 'Language: English' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    const menu = within(header).getByRole('menu', { name: 'Language' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    const vietnamese = within(menu).getByRole('menuitemradio', { name: 'Tiếng Việt' });
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(vietnamese).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(english).toHaveFocus(); // wraps
    await user.keyboard('{ArrowUp}');
    expect(vietnamese).toHaveFocus();
    await user.keyboard('{Home}');
    expect(english).toHaveFocus();
    await user.keyboard('{End}');
    expect(vietnamese).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(within(header).queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Up opens on the last item; Enter chooses it and the focus is back on the button.
    await user.keyboard('{ArrowUp}');
    expect(within(header).getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('starts in the language stored by the last visit', async () => {
    window.localStorage.setItem('lang', 'TY');
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Điều hướng chính' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeInTheDocument();
  });
});
