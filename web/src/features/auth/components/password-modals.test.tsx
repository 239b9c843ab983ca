import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleMap, TEST_CODE, TEST_USER } from '@/testing/fixtures';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, resetWorld, world } from '@/testing/world';

async function openForgot() {
  setPhoneViewport();
  const rendered = renderApp('/somewhere');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Log in' }));
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await rendered.user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
  return { ...rendered, dialog };
}

afterEach(() => vi.useRealTimers());

describe('forgot password', () => {
  it('by e-mail: checks the fields, sends, confirms and closes', async () => {
    const { dialog, user } = await openForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getAllByText('This field cannot be empty.')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText(/^Username/), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Email/), 'other@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Username/Email does not exist');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), TEST_USER.email);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(/temporary password is on its way/)).toBeInTheDocument();
    expect(world.calls.filter((c) => c.path === '/wps/member/password/email').at(-1)?.body).toEqual({
      username: TEST_USER.username,
      email: TEST_USER.email,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
  });

  it('offers the mobile way only when CHNGPASSVERIF3 is on', async () => {
    resetWorld({ modules: { ...moduleMap(), CHNGPASSVERIF3: false } });
    const { dialog } = await openForgot();
    expect(within(dialog).queryByRole('tab', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('by phone: code with a countdown from expirationTime, check, new password, logged in, home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, user, router } = await openForgot();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), TEST_USER.mobile);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 120 s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(120_000));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
    await user.type(within(dialog).getByLabelText(/^SMS code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid or missing verification code');
    await user.clear(within(dialog).getByLabelText(/^SMS code/));
    await user.type(within(dialog).getByLabelText(/^SMS code/), TEST_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByLabelText(/^New password/), 'fresh1234');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'fresh1234');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(world.calls.find((c) => c.path === '/wps/member/password/verification')?.body).toEqual({
      countryDialingCode: '+84',
      mobileNum: TEST_USER.mobile,
      verificationCode: TEST_CODE,
      newPassword: 'fresh1234',
      confirmNewPassword: 'fresh1234',
    });
  });
});

describe('change password from the security centre', () => {
  it('asks for the old password, checks the rule, and reloads on success', async () => {
    logIn();
    const { user, router } = renderApp('/help');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const centre = await screen.findByRole('dialog', { name: 'Member Center' });
    await user.click(await within(centre).findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText(/^Old password/), 'wrongold1');
    await user.type(within(dialog).getByLabelText(/^New password/), 'letters');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'letters');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Use both letters and numbers (6-20 characters).')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'letters12');
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'letters12');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The old password is incorrect.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Old password/));
    await user.type(within(dialog).getByLabelText(/^Old password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(world.password).toBe('letters12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('session loss', () => {
  it('a 401 login.not.session reloads the bootstrap (logged out) and opens the login modal', async () => {
    logIn();
    const { user } = renderApp('/');
    await screen.findByTestId('balance-amount');
    server.use(
      http.get('*/wps/v2/wallets/balance', () => {
        world.loggedIn = false; // the session expired on the server
        return HttpResponse.json({ success: false, errorCode: 'login.not.session', message: 'no session' }, { status: 401 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('balance-amount')).not.toBeInTheDocument());
  });
});
