import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFile, memberInfo } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';
import { renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, resetWorld, world } from '@/testing/world';

/** What window.open hands back: a blank same-origin window the page can write in and send on. */
function fakePopup() {
  return {
    closed: false,
    opener: {} as unknown,
    document: document.implementation.createHTMLDocument(''),
    location: { replace: vi.fn() },
    focus: vi.fn(),
    close: vi.fn(),
  };
}

const sideBar = () => screen.findByRole('complementary', { name: 'Quick links' });

describe('right side bar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to promotions and shows the app downloads as 125 px QR codes', async () => {
    resetWorld();
    renderApp('/');
    const bar = await screen.findByRole('complementary', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    const apps = within(bar).getByRole('group', { name: 'Download the app' });
    // The QR code's drawing code arrives after the list.
    await waitFor(() => expect(apps.querySelectorAll('svg')).toHaveLength(brandFile.resources?.length ?? 0));
    const codes = apps.querySelectorAll('svg');
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(code).toHaveAttribute('width', '125');
      expect(code).toHaveAttribute('height', '125');
    }
  });

  it('opens the pop-up at once, then sends it to the VIP service the server picks above rank 4', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    logIn({ member: memberInfo({ clubLabel: { labelName: 'Diamond', rankLevel: 5 } }) });
    const { user } = renderApp('/');
    await user.click(within(await sideBar()).getByRole('button', { name: 'Support' }));
    // Opened within the click, before the address is known, so pop-up blockers let it through.
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringMatching(/width=440,height=750/));
    expect(popup.document.body.textContent).toBe('Connecting to customer service…');
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus-vip'));
    expect(popup.opener).toBeNull();
    expect(world.calls.filter((call) => call.path === '/bff/customer-service')).toHaveLength(1);
  });

  it('sends a visitor to the live chat', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    await user.click(within(await sideBar()).getByRole('button', { name: 'Support' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus'));
  });

  it('closes the pop-up and says why when the lookup fails', async () => {
    server.use(http.get('*/bff/customer-service', () => fail(502, 'customer.service.unavailable', 'down')));
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    await user.click(within(await sideBar()).getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Customer service' });
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent('Customer service cannot be reached right now, please try again later.');
    expect(dialog).toHaveTextContent('The customer-service window was closed.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers the chat as a link when the browser blocks the pop-up', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/');
    await user.click(within(await sideBar()).getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Customer service' });
    expect(dialog).toHaveTextContent('Your browser blocked the customer-service window.');
    expect(within(dialog).getByRole('link', { name: 'Open the chat in a new tab' })).toHaveAttribute(
      'href',
      'https://chat.example.invalid/lucky-lotus',
    );
  });

  it('leaves a pop-up the player closed while waiting alone', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    const button = within(await sideBar()).getByRole('button', { name: 'Support' });
    popup.closed = true;
    await user.click(button);
    await waitFor(() => expect(world.calls.some((call) => call.path === '/bff/customer-service')).toBe(true));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is in the phone menu, where the side bar is hidden', async () => {
    setPhoneViewport();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', expect.stringMatching(/width=440,height=750/));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus'));
  });

  it("is behind the footer's chat button too", async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.invalid/lucky-lotus'));
  });
});
