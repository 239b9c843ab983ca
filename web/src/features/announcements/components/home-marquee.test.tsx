import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveNotices } from '@/testing/announcement-fixtures';
import { renderApp } from '@/testing/render';
import { world } from '@/testing/world';

const headlines = () => liveNotices(world.announcements.notices, 'H').map((n) => n.title.EN);

/** Media queries: only prefers-reduced-motion matches. */
function preferReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

async function openHome() {
  const rendered = renderApp('/');
  const marquee = await screen.findByRole('region', { name: 'Headlines' });
  return { ...rendered, marquee };
}

describe('home marquee', () => {
  it('scrolls the live headlines, newest first, with the moving copy hidden from assistive technology', async () => {
    const { marquee } = await openHome();
    expect(headlines()).toHaveLength(3);
    const list = within(marquee).getByRole('list', { name: 'Headlines' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(headlines());
    const track = within(marquee).getByTestId('marquee-track');
    const copies = track.querySelectorAll('ul');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    copies[1]?.querySelectorAll('button').forEach((button) => expect(button).toHaveAttribute('tabindex', '-1'));
    expect(marquee.querySelector('[aria-live]')).toBeNull();
    expect(world.calls.some((call) => call.path === '/wps/relay/MCSFE_getListAnnouncements?types=H&platform=W')).toBe(true);
  });

  it('stands still as one plain list when reduced motion is asked for', async () => {
    preferReducedMotion();
    const { marquee } = await openHome();
    expect(within(marquee).getByTestId('marquee-track').querySelectorAll('ul')).toHaveLength(1);
    expect(within(marquee).getAllByRole('button').map((b) => b.textContent)).toEqual(headlines());
  });

  it('opens a headline in a pop-up with a way to every announcement', async () => {
    const { marquee, user, router } = await openHome();
    await user.click(within(within(marquee).getByRole('list', { name: 'Headlines' })).getByRole('button', { name: /First deposit bonus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus: 10% extra up to 500,000.00' });
    expect(within(dialog).getByTestId('announcement-content')).toHaveTextContent('First deposit bonus: 10% extra up to 500,000.00');
    await user.click(within(dialog).getByRole('link', { name: 'All announcements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/noticePage'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links to the notice page', async () => {
    const { marquee } = await openHome();
    expect(within(marquee).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/noticePage');
  });

  it('is left out when there is no headline', async () => {
    world.announcements.notices = world.announcements.notices.filter((n) => n.type !== 'H');
    renderApp('/');
    await screen.findByRole('heading', { name: 'Choose your game' });
    await waitFor(() => expect(world.calls.some((call) => call.path.includes('types=H'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Headlines' })).not.toBeInTheDocument();
  });

  it('reads the headlines again after a language switch', async () => {
    const { user } = await openHome();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Language: English' }));
    await user.click(within(header).getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    const marquee = await screen.findByRole('region', { name: 'Tin nổi bật' });
    expect((await within(marquee).findAllByRole('button', { name: /Thưởng nạp lần đầu/ })).length).toBeGreaterThan(0);
    const calls = world.calls.filter((call) => call.path.includes('types=H'));
    expect(calls.at(-1)?.headers.language).toBe('TY');
  });

  it("reads the headlines in the user's language", async () => {
    window.localStorage.setItem('lang', 'TY');
    renderApp('/');
    const marquee = await screen.findByRole('region', { name: 'Tin nổi bật' });
    expect(within(marquee).getAllByRole('button', { name: /Thưởng nạp lần đầu/ }).length).toBeGreaterThan(0);
  });
});
