import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { extraNotices, liveNotices, NOTICE, type NoticeFixture } from '@/testing/announcement-fixtures';
import { formatDateTime } from '@/lib/format';
import { brandFile } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';
import { renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { world } from '@/testing/world';

const noticeCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getListAnnouncements?types=PL'));
const titles = (list: HTMLElement) => within(list).getAllByRole('button').map((button) => button.querySelector('span')?.textContent);
const livePlayer = () => liveNotices(world.announcements.notices, 'PL');
const titleOf = (id: number) => world.announcements.notices.find((n) => n.id === id)?.title.EN ?? '';

declare global {
  interface Window {
    pwned?: number;
  }
}

afterEach(() => {
  delete window.pwned;
});

async function openPage(path = '/noticePage') {
  const rendered = renderApp(path);
  const list = await screen.findByRole('list', { name: 'Announcements' });
  return { ...rendered, list };
}

describe('notice page', () => {
  it('lists the live player notices 9 a page, newest first, and pages through them', async () => {
    const { list, user } = await openPage();
    expect(await screen.findByRole('heading', { name: 'Announcements', level: 1 })).toBeInTheDocument();
    const live = livePlayer();
    expect(live).toHaveLength(12);
    expect(titles(list)).toEqual(live.slice(0, 9).map((n) => n.title.EN));
    expect(noticeCalls()[0]?.path).toBe('/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W&pageNo=1&pageSize=9');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(titles(screen.getByRole('list', { name: 'Announcements' }))).toEqual(live.slice(9).map((n) => n.title.EN)));
    expect(noticeCalls().at(-1)?.path).toContain('pageNo=2&pageSize=9');
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Not started yet and over: never listed.
    expect(screen.queryByText(titleOf(NOTICE.coming))).not.toBeInTheDocument();
    expect(screen.queryByText(titleOf(NOTICE.over))).not.toBeInTheDocument();
  });

  it('shows the newest notice beside the list, then the one chosen, with its time on the brand clock in the site language', async () => {
    const { list, user, router } = await openPage();
    const newest = world.announcements.notices.find((n) => n.id === NOTICE.newestPlayer) as NoticeFixture;
    const detail = screen.getByRole('article', { name: newest.title.EN });
    const time = within(detail).getByText(formatDateTime(newest.startAt, brandFile.timeZone ?? 'UTC'));
    expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(within(detail).getByText('Big matches this weekend').tagName).toBe('H4');
    expect(within(list).getByRole('button', { name: new RegExp(newest.title.EN) })).toHaveAttribute('aria-current', 'true');

    await user.click(within(list).getByRole('button', { name: /Points mall opens/ }));
    const chosen = screen.getByRole('article', { name: 'Points mall opens' });
    expect(within(chosen).getByRole('link', { name: 'points mall' })).toHaveAttribute('href', '/pointMall');
    expect(within(list).getByRole('button', { name: /Points mall opens/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: new RegExp(newest.title.EN) })).not.toHaveAttribute('aria-current');
    expect(router.state.location.search).toBe('?id=7');
  });

  it('opens the notice and page named in the address', async () => {
    await openPage('/noticePage?page=2&id=3');
    const chosen = screen.getByRole('article', { name: 'New deposit channel - e-wallets' });
    expect(within(chosen).getByText('MoMo').tagName).toBe('STRONG');
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Minimum 50,000.00', 'No fee']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders the content through the allow-list: no script, handler or bad link reaches the page', async () => {
    const newest = world.announcements.notices.find((n) => n.id === NOTICE.newestPlayer) as NoticeFixture;
    const html =
      '<p>Safe <strong>bold</strong></p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
      '<p onclick="window.pwned = 3" style="color:red">Styled</p><a href="javascript:window.pwned = 4">bad link</a>' +
      ' <a href="/promotions">promotions</a><iframe src="https://example.com"></iframe>';
    newest.content = { EN: html, TY: html };
    await openPage();
    const content = within(screen.getByRole('article', { name: newest.title.EN })).getByTestId('announcement-content');
    expect(within(content).getByText('bold').tagName).toBe('STRONG');
    expect(content.querySelector('script, img, iframe, [onerror], [onclick], [style]')).toBeNull();
    expect(within(content).queryByRole('link', { name: 'bad link' })).not.toBeInTheDocument();
    expect(within(content).getByRole('link', { name: 'promotions' })).toHaveAttribute('href', '/promotions');
    expect(content).toHaveTextContent('Styled');
    expect(window.pwned).toBeUndefined();
  });

  it('on a phone shows the list alone, then the notice in its place with a way back', async () => {
    setPhoneViewport();
    const { list, user } = await openPage();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Protect your account/ }));
    const detail = screen.getByRole('article', { name: 'Protect your account' });
    expect(screen.queryByRole('list', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(within(detail).getByRole('heading', { name: 'Protect your account' })).toHaveFocus();
    await user.click(within(detail).getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has no pagination for one page', async () => {
    world.announcements.notices = world.announcements.notices.filter((n) => n.type !== 'PL' || n.id > 6);
    const { list } = await openPage();
    expect(within(list).getAllByRole('button')).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('counts the pages from playerTotal', async () => {
    world.announcements.notices.push(...extraNotices(10));
    const { list } = await openPage();
    expect(titles(list)[0]).toBe('Extra notice 1');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('says when there is no notice', async () => {
    world.announcements.notices = world.announcements.notices.filter((n) => n.type !== 'PL');
    renderApp('/noticePage');
    expect(await screen.findByRole('heading', { name: 'No announcements yet' })).toBeInTheDocument();
    expect(screen.getByText('News from Lucky Lotus will show here.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that reads again', async () => {
    server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => fail(500, 'system.error', 'boom')));
    const { user } = renderApp('/noticePage');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeInTheDocument();
  });

  it("lists the notices in the user's language", async () => {
    window.localStorage.setItem('lang', 'TY');
    renderApp('/noticePage');
    expect(await screen.findByRole('heading', { name: 'Thông báo', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Kèo bóng đá đặc biệt cuối tuần' })).toBeInTheDocument();
    expect(noticeCalls().at(-1)?.headers.language).toBe('TY');
  });
});
