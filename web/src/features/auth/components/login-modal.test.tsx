import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER } from '@/testing/fixtures';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { world } from '@/testing/world';

async function openLoginModal() {
  setPhoneViewport();
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  // The dialog's own focus move (an effect) has run before a test moves the focus itself.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { ...rendered, dialog };
}

describe('login modal', () => {
  it('logs in, closes and shows the account in the header', async () => {
    const { user, dialog } = await openLoginModal();
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), ` ${TEST_USER.username} `);
    await user.type(within(dialog).getByLabelText(/Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(await screen.findByTestId('balance-amount')).toHaveTextContent('1,234,567.50');
    const login = world.calls.find((c) => c.path === '/wps/session/login');
    expect(login?.body).toEqual({ username: TEST_USER.username, password: TEST_USER.password });
    expect(document.cookie).not.toContain('lastUser=');
  });

  it('shows the server error and stays open', async () => {
    const { user, dialog } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('checks required fields before calling the server', async () => {
    const { user, dialog } = await openLoginModal();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('Please enter your username.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(world.calls.some((c) => c.path === '/wps/session/login')).toBe(false);
  });

  it('remembers the username when asked to', async () => {
    const { user, dialog } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.cookie).toContain(`lastUser=${TEST_USER.username}`));
    expect(document.cookie).toContain('loginRemember=1');
    expect(document.cookie).not.toContain(TEST_USER.password);
  });

  it('closes on Escape and on the close button, and links to register', async () => {
    const { user, dialog } = await openLoginModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());

    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());

    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    const third = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(third).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Register now, get 1000VND' })).toBeInTheDocument();
  });

  it('keeps the focus inside the dialog', async () => {
    const { user, dialog } = await openLoginModal();
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], input, button')];
    focusables.at(-1)?.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(focusables[0]);
  });
});

describe('header login form', () => {
  it('shows a server error under the inline form', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.type(within(header).getByPlaceholderText('Username'), TEST_USER.username);
    await user.type(within(header).getByPlaceholderText('Password'), 'nope');
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(await within(header).findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
  });

  it('logs in from the header', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.type(within(header).getByPlaceholderText('Username'), TEST_USER.username);
    await user.type(within(header).getByPlaceholderText('Password'), TEST_USER.password);
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(await within(header).findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
