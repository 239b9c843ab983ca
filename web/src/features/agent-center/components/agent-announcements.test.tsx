import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fixtureAnnouncements, manyAnnouncements } from '@/testing/agent-fixtures';
import { fail } from '@/testing/handlers/envelope';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

async function openAnnouncements(agent = 'Agent', menu = 'Announcement') {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(await within(header).findByRole('button', { name: agent }));
  const dialog = await screen.findByRole('dialog', { name: agent });
  await rendered.user.click(within(dialog).getByRole('button', { name: menu }));
  return { ...rendered, dialog };
}

// Each item reads its title, then its date.
const titles = (list: HTMLElement) => within(list).getAllByRole('button').map((item) => item.firstElementChild?.textContent);

describe('agent announcements', () => {
  it('lists 9 a page, newest first, with the first one open in the detail pane', async () => {
    logIn({ accountType: 1 });
    world.agent.announcements = manyAnnouncements(11);
    const { dialog, user } = await openAnnouncements();
    const list = await within(dialog).findByRole('list', { name: 'Agent announcements' });
    expect(titles(list)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((id) => `Agent notice ${id}`));
    const detail = within(dialog).getByRole('article', { name: 'Announcement' });
    expect(within(detail).getByRole('heading', { name: 'Agent notice 11' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Details of agent notice 11.');

    await user.click(within(list).getByRole('button', { name: /^Agent notice 9 / }));
    expect(within(detail).getByRole('heading', { name: 'Agent notice 9' })).toBeInTheDocument();
    expect(detail).toHaveTextContent('Details of agent notice 9.');
    expect(within(list).getByRole('button', { name: /^Agent notice 9 / })).toHaveAttribute('aria-current', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('button', { name: /^Agent notice 1 / })).toBeInTheDocument();
    expect(titles(within(dialog).getByRole('list', { name: 'Agent announcements' }))).toEqual(['Agent notice 2', 'Agent notice 1']);
    expect(within(dialog).getByRole('heading', { name: 'Agent notice 2' })).toBeInTheDocument();
    const paths = world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getAgentAnnouncements')).map((call) => call.path);
    expect(paths).toEqual([
      '/wps/relay/MCSFE_getAgentAnnouncements?pageNo=1&pageSize=9',
      '/wps/relay/MCSFE_getAgentAnnouncements?pageNo=2&pageSize=9',
    ]);
  });

  it('shows the simulator announcements in the agent language', async () => {
    window.localStorage.setItem('lang', 'TY');
    logIn({ accountType: 2 });
    const [newest] = fixtureAnnouncements();
    const { dialog } = await openAnnouncements('Đại lý', 'Thông báo');
    const detail = await within(dialog).findByRole('article', { name: 'Thông báo' });
    expect(within(detail).getByRole('heading', { name: newest?.title.TY })).toBeInTheDocument();
    expect(detail).toHaveTextContent(newest?.content.TY ?? '');
    expect(world.calls.find((call) => call.path.startsWith('/wps/relay/MCSFE_getAgentAnnouncements'))?.headers.language).toBe('TY');
  });

  it('says when there is no announcement', async () => {
    logIn({ accountType: 1 });
    world.agent.announcements = [];
    const { dialog } = await openAnnouncements();
    expect(await within(dialog).findByText('No announcements')).toBeInTheDocument();
  });

  it('shows a loading state, then the error with a retry', async () => {
    logIn({ accountType: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        '*/wps/relay/MCSFE_getAgentAnnouncements',
        async () => {
          await gate;
          return fail(403, 'agent.only', 'agents only');
        },
        { once: true },
      ),
    );
    const { dialog, user } = await openAnnouncements();
    expect(await within(dialog).findByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Only agents can use this.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Agent announcements' })).toBeInTheDocument();
  });
});
