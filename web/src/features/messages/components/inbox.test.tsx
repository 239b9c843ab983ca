import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { balance, brandFile } from '@/testing/fixtures';
import { moduleMap } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';
import { depositMessages, welcomeMessage } from '@/testing/message-fixtures';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

const posts = (name: string) => world.calls.filter((call) => call.method === 'POST' && call.path === `/wps/relay/${name}`).map((c) => c.body);
const unreadCalls = () => world.calls.filter((call) => call.path === '/wps/relay/CSP_unreadCount').length;
const rows = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
const rowTitles = (dialog: HTMLElement) => rows(dialog).map((row) => row.querySelector('button > span:last-child > span:last-child')?.textContent);

/** Opens the inbox from the header's message button (its name carries the unread count). */
async function openInbox(buttonName: string | RegExp = /^Platform information/) {
  const rendered = renderApp('/');
  const header = await findHeader();
  const button = await within(header).findByRole('button', { name: buttonName });
  await rendered.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
  await within(dialog).findByRole('list', { name: 'Messages' });
  return { ...rendered, dialog, header };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('header message button', () => {
  it('shows the unread count and opens the member centre on the messages', async () => {
    logIn();
    world.messages.list.push(...depositMessages(2));
    const { dialog, header } = await openInbox('Platform information, 3 unread');
    expect(within(header).getByRole('button', { name: 'Platform information, 3 unread' })).toHaveTextContent('3');
    expect(within(dialog).getByRole('heading', { name: 'Platform information' })).toBeInTheDocument();
    const menu = within(dialog).getByRole('navigation', { name: 'Member Center' });
    expect(within(menu).getByRole('button', { name: 'Platform information, 3 unread' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no count when everything is read, and reads the count again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    world.messages.list = [welcomeMessage()].map((m) => ({ ...m, read: true }));
    renderApp('/');
    const header = await findHeader();
    const button = await within(header).findByRole('button', { name: 'Platform information' });
    await waitFor(() => expect(unreadCalls()).toBe(1));
    expect(button).toHaveTextContent('');
    world.messages.list.push(...depositMessages(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    // Two reads in a row (the balance, then the count): give a loaded machine time for both.
    expect(await within(header).findByRole('button', { name: 'Platform information, 1 unread' }, { timeout: 5000 })).toBeInTheDocument();
    expect(unreadCalls()).toBe(2);
  });

  it('reads the count again when the balance changes, as a deposit credited does', async () => {
    logIn();
    world.messages.list = [welcomeMessage()].map((m) => ({ ...m, read: true }));
    const { user } = renderApp('/');
    const header = await findHeader();
    await within(header).findByRole('button', { name: 'Platform information' });
    await waitFor(() => expect(unreadCalls()).toBe(1));
    // A balance read again that has not changed asks nothing more.
    const balanceCalls = () => world.calls.filter((call) => call.path === '/wps/v2/wallets/balance').length;
    const before = balanceCalls();
    await user.click(within(header).getAllByRole('button', { name: 'Refresh balance' })[0]!);
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
    expect(unreadCalls()).toBe(1);
    world.messages.list.push(...depositMessages(1));
    world.balance = balance('1434567.50');
    await user.click(within(header).getAllByRole('button', { name: 'Refresh balance' })[0]!);
    // Two reads in a row (the balance, then the count): give a loaded machine time for both.
    expect(await within(header).findByRole('button', { name: 'Platform information, 1 unread' }, { timeout: 5000 })).toBeInTheDocument();
    expect(unreadCalls()).toBe(2);
  });

  it('is not there when the brand has no platform messages (INBOX3 off)', async () => {
    logIn({ modules: { ...moduleMap(), INBOX3: false } });
    const { user } = renderApp('/');
    const header = await findHeader();
    await within(header).findByRole('button', { name: 'Member Center' });
    expect(within(header).queryByRole('button', { name: /^Platform information/ })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(within(dialog).queryByRole('button', { name: /^Platform information/ })).not.toBeInTheDocument();
    expect(unreadCalls()).toBe(0);
  });

  it('asks nothing for a trial account and warns it needs a real one', async () => {
    logIn({ accountType: 4 });
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Platform information' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
    expect(unreadCalls()).toBe(0);
  });
});

describe('inbox', () => {
  it('lists the messages newest first with their category and time, and the unread ones in their tab', async () => {
    logIn();
    const deposits = depositMessages(3, 1);
    world.messages.list.push(...deposits);
    const { dialog, user } = await openInbox();
    expect(rowTitles(dialog)).toEqual(['Deposit credited', 'Deposit credited', 'Deposit credited', 'Welcome to Lucky Lotus']);
    expect(within(dialog).getByText('3 unread')).toBeInTheDocument();
    const first = rows(dialog)[0] as HTMLElement;
    expect(within(first).getByText('Deposit')).toBeInTheDocument();
    const time = within(first).getByText(formatDateTime(deposits[0]?.createdAt ?? 0, brandFile.timeZone ?? 'UTC'));
    expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(within(first).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(rows(dialog)[1] as HTMLElement).getByText('Unread')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    expect(world.calls.at(-1)?.path).toBe('/wps/relay/CSP_getMessageList?status=UNREAD&pageNo=1&pageSize=10');
  });

  it('opens a message, marks it read and lowers both counts', async () => {
    logIn();
    const { dialog, header, user } = await openInbox('Platform information, 1 unread');
    await user.click(within(rows(dialog)[0] as HTMLElement).getByRole('button', { name: /^System.*Welcome to Lucky Lotus/ }));
    const message = within(dialog).getByRole('article', { name: 'Welcome to Lucky Lotus' });
    expect(within(message).getByRole('heading', { name: 'Welcome to Lucky Lotus' })).toHaveFocus();
    expect(within(message).getByTestId('message-content')).toHaveTextContent('Hello Lucky, your account is ready.');
    expect(within(message).getByText('System')).toBeInTheDocument();
    await waitFor(() => expect(posts('CSP_readMessages')).toEqual([{ ids: [1] }]));
    expect(await within(header).findByRole('button', { name: 'Platform information' })).toBeInTheDocument();

    await user.click(within(message).getByRole('button', { name: 'Back to messages' }));
    expect(await within(dialog).findByText('0 unread')).toBeInTheDocument();
    expect(within(rows(dialog)[0] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('does not mark a read message again', async () => {
    logIn();
    world.messages.list = [{ ...welcomeMessage(), read: true }];
    const { dialog, user } = await openInbox();
    await user.click(within(dialog).getByRole('button', { name: /^System.*Welcome to Lucky Lotus/ }));
    expect(within(dialog).getByRole('article', { name: 'Welcome to Lucky Lotus' })).toBeInTheDocument();
    expect(posts('CSP_readMessages')).toEqual([]);
  });

  it('marks every message read at once', async () => {
    logIn();
    world.messages.list.push(...depositMessages(2));
    const { dialog, header, user } = await openInbox('Platform information, 3 unread');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(await within(dialog).findByText('0 unread')).toBeInTheDocument();
    expect(posts('CSP_readMessages')).toEqual([{ all: true }]);
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(await within(header).findByRole('button', { name: 'Platform information' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Unread' }));
    expect(await within(dialog).findByRole('heading', { name: 'No unread messages' })).toBeInTheDocument();
  });

  it('deletes a message only after the confirmation', async () => {
    logIn();
    world.messages.list.push(...depositMessages(1));
    const { dialog, header, user } = await openInbox('Platform information, 2 unread');
    await user.click(within(dialog).getByRole('button', { name: 'Delete message: Welcome to Lucky Lotus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    expect(confirm).toHaveTextContent('“Welcome to Lucky Lotus” will be deleted for good.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts('CSP_deleteMessages')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete message: Welcome to Lucky Lotus' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts('CSP_deleteMessages')).toEqual([{ ids: [1] }]);
    await waitFor(() => expect(rowTitles(dialog)).toEqual(['Deposit credited']));
    expect(await within(header).findByRole('button', { name: 'Platform information, 1 unread' })).toBeInTheDocument();
  });

  it('deletes the open message from its page and goes back to the list', async () => {
    logIn();
    world.messages.list.push(...depositMessages(1));
    const { dialog, user } = await openInbox();
    await user.click(within(dialog).getByRole('button', { name: /^Deposit.*Deposit credited/ }));
    const message = within(dialog).getByRole('article', { name: 'Deposit credited' });
    expect(within(message).getByText('D1000').tagName).toBe('STRONG');
    await user.click(within(message).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles(dialog)).toEqual(['Welcome to Lucky Lotus']));
    expect(posts('CSP_deleteMessages')).toEqual([{ ids: [100] }]);
  });

  it('pages through the messages, 10 a page', async () => {
    logIn();
    world.messages.list.push(...depositMessages(12));
    const { dialog, user } = await openInbox();
    expect(rows(dialog)).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    expect(rowTitles(dialog).at(-1)).toBe('Welcome to Lucky Lotus');
  });

  it('goes back a page when the last message of the last page is deleted', async () => {
    logIn();
    world.messages.list.push(...depositMessages(10));
    const { dialog, user } = await openInbox();
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowTitles(dialog)).toEqual(['Welcome to Lucky Lotus']));
    await user.click(within(dialog).getByRole('button', { name: 'Delete message: Welcome to Lucky Lotus' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument());
    expect(rows(dialog)).toHaveLength(10);
  });

  it('renders a message through the allow-list', async () => {
    logIn();
    const html = '<p>Hi <strong>there</strong></p><script>window.alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>';
    world.messages.list = [{ ...welcomeMessage(), content: { EN: html, TY: html } }];
    const { dialog, user } = await openInbox();
    await user.click(within(dialog).getByRole('button', { name: /^System.*Welcome to Lucky Lotus/ }));
    const content = within(dialog).getByTestId('message-content');
    expect(within(content).getByText('there').tagName).toBe('STRONG');
    expect(content.querySelector('script, img, [onerror]')).toBeNull();
    expect(within(content).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is no message', async () => {
    logIn();
    world.messages.list = [];
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Platform information' }));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    logIn();
    server.use(http.get('*/wps/relay/CSP_getMessageList', () => fail(500, 'system.error', 'boom')));
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: /^Platform information/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Messages' })).toBeInTheDocument();
  });
});
