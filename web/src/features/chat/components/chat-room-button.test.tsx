import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { moduleMap, SIM } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

/** The side bar's entry (wide screens). */
const sideBarEntry = async (name = 'Chat room') =>
  within(await screen.findByRole('complementary', { name: /Quick links|Liên kết nhanh/ })).findByRole('button', { name });
const chatCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/CBS_'));

async function openRooms() {
  const rendered = renderApp('/');
  await rendered.user.click(await sideBarEntry());
  const dialog = await screen.findByRole('dialog', { name: 'Chat rooms' });
  const rooms = await within(dialog).findByRole('list', { name: 'Chat rooms' });
  return { ...rendered, dialog, rooms };
}

describe('chat room', () => {
  it('lists the rooms with who is online, then frames the chosen room under its bar', async () => {
    logIn();
    const { dialog, rooms, user } = await openRooms();
    expect(within(rooms).getAllByRole('button').map((room) => room.textContent)).toEqual([
      'Lobby chat420 online',
      'Lottery tips260 online',
      'Sports talk180 online',
    ]);
    await user.click(within(rooms).getByRole('button', { name: /Lottery tips/ }));
    const frame = await within(dialog).findByTitle('Chat room: Lottery tips');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${SIM}/chat/2?t=ticket-1`);
    expect(world.calls.find((call) => call.path === '/wps/relay/CBS_launchChat')?.body).toEqual({ roomId: 2 });

    await user.click(within(dialog).getByRole('button', { name: 'All rooms' }));
    expect(await within(dialog).findByRole('list', { name: 'Chat rooms' })).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Chat room: Lottery tips')).not.toBeInTheDocument();
  });

  it('lets a trial account in', async () => {
    logIn({ accountType: 4 });
    const { rooms, user, dialog } = await openRooms();
    await user.click(within(rooms).getByRole('button', { name: /Lobby chat/ }));
    expect(await within(dialog).findByTitle('Chat room: Lobby chat')).toHaveAttribute('src', `${SIM}/chat/1?t=ticket-1`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    const { user } = renderApp('/');
    await user.click(await sideBarEntry());
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Chat rooms' })).not.toBeInTheDocument();
    expect(chatCalls()).toEqual([]);
  });

  it('is not offered when the brand switches the chat room off (CBS3)', async () => {
    logIn({ modules: { ...moduleMap(), CBS3: false } });
    renderApp('/');
    const header = await findHeader();
    await within(header).findByRole('button', { name: 'Member Center' });
    await within(screen.getByRole('complementary', { name: 'Quick links' })).findByRole('link', { name: 'Promotions' });
    expect(screen.queryByRole('button', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  it('says why a room could not be opened', async () => {
    logIn();
    server.use(http.post('*/wps/relay/CBS_launchChat', () => fail(404, 'chat.room.not.found', 'no such room')));
    const { rooms, user, dialog } = await openRooms();
    await user.click(within(rooms).getByRole('button', { name: /Sports talk/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This chat room does not exist (any more).');
    expect(within(dialog).queryByTitle(/^Chat room:/)).not.toBeInTheDocument();
  });

  it('shows a failed room list with a retry', async () => {
    logIn();
    server.use(http.get('*/wps/relay/CBS_modelList', () => fail(500, 'system.error', 'boom')));
    const { user } = renderApp('/');
    await user.click(await sideBarEntry());
    const dialog = await screen.findByRole('dialog', { name: 'Chat rooms' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Chat rooms' })).toBeInTheDocument();
  });

  it.each([['member'], ['visitor']])('is in the phone menu for a %s', async (who) => {
    if (who === 'member') logIn();
    setPhoneViewport();
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Chat room' }));
    if (who === 'visitor') {
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      return;
    }
    const dialog = await screen.findByRole('dialog', { name: 'Chat rooms' });
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Chat rooms' })).toBeInTheDocument());
  });

  it("names the rooms in the user's language", async () => {
    logIn();
    window.localStorage.setItem('lang', 'TY');
    const { user } = renderApp('/');
    await user.click(await sideBarEntry('Phòng trò chuyện'));
    const dialog = await screen.findByRole('dialog', { name: 'Phòng trò chuyện' });
    expect(await within(dialog).findByRole('button', { name: /Mẹo xổ số/ })).toHaveTextContent('260 đang trực tuyến');
  });
});
