import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandFile } from '@/testing/fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { world } from '@/testing/world';

describe('language dropdown', () => {
  it('lists the brand languages with flags', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Language: English' }));
    const list = within(header).getByRole('menu', { name: 'Language' });
    const options = within(list).getAllByRole('menuitemradio');
    // Every language of the brand file, in its order, by its own name, each marked with its lang.
    expect(options.map((o) => o.textContent)).toEqual(brandFile.languages.map((lang) => lang.label));
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(brandFile.languages.map((lang) => lang.locale));
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(brandFile.languages.map((_, i) => String(i === 0)));
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['English', 'Tiếng Việt', '简体中文']);
    const flags = [...list.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(flags.slice(0, 2)).toEqual(['http://127.0.0.1:9000/cdn/flags/gb.svg', 'http://127.0.0.1:9000/cdn/flags/vn.svg']);
    expect(flags).toHaveLength(brandFile.languages.length);
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
    // The banner's words are in the page (its art is decorative), now in Vietnamese.
    expect(await screen.findByRole('heading', { name: 'Thưởng chào mừng 1000VND', hidden: true })).toBeInTheDocument();
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
    const last = within(menu).getByRole('menuitemradio', { name: brandFile.languages.at(-1)?.label });
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(vietnamese).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(english).toHaveFocus(); // wraps
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus(); // wraps back
    await user.keyboard('{Home}');
    expect(english).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(within(header).queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // Up opens on the last item; Enter chooses and the focus is back on the button.
    await user.keyboard('{ArrowUp}');
    expect(within(header).getByRole('menuitemradio', { name: brandFile.languages.at(-1)?.label })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
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
