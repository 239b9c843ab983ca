import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaClock } from '@/lib/captcha';
import { moduleMap, TEST_CODE, TEST_USER } from '@/testing/fixtures';
import { BANK_ACCOUNT_NAME } from '@/testing/handlers/auth';
import { answer, fail, record } from '@/testing/handlers/envelope';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, resetWorld, world } from '@/testing/world';

async function openLoginModal() {
  setPhoneViewport();
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(within(header).getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...rendered, dialog };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login methods', () => {
  it('offers the SMS tab only when MOBILEVERCODELOGIN3 is on', async () => {
    const { dialog } = await openLoginModal();
    expect(within(dialog).getByRole('tab', { name: 'Mobile SMS' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no method choice when the module is off', async () => {
    resetWorld({ modules: { ...moduleMap(), MOBILEVERCODELOGIN3: false } });
    const { dialog } = await openLoginModal();
    expect(within(dialog).queryByRole('tab', { name: 'Mobile SMS' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
  });

  it('shows a compact switch in the header', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    const group = within(header).getByRole('group', { name: 'Login method' });
    await user.click(within(group).getByRole('button', { name: 'Use an SMS code' }));
    expect(await within(header).findByPlaceholderText('Mobile number')).toBeInTheDocument();
    expect(within(header).queryByPlaceholderText('Password')).not.toBeInTheDocument();
  });

  it('sends the SMS code, counts down expiredMinutes x 60 s, then logs in with type sms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.type(await within(dialog).findByLabelText(/^Mobile number/), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const countdown = await within(dialog).findByRole('button', { name: /Resend in 300 s/ });
    expect(countdown).toBeDisabled();
    expect(world.calls.find((c) => c.path === '/wps/verification/sms/noLogin')?.body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+84',
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(dialog).getByRole('button', { name: /Resend in 299 s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(299_000));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();

    await user.type(within(dialog).getByLabelText(/^SMS code/), TEST_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(world.calls.find((c) => c.path === '/wps/session/login')?.body).toEqual({
      username: '912345678',
      password: TEST_CODE,
      countryDialingCode: '+84',
      type: 'sms',
    });
  });

  it('shows a failed SMS send in a warning dialog', async () => {
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.type(await within(dialog).findByLabelText(/^Mobile number/), '999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Too many requests, try again after 5 minutes');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks the mobile number before sending', async () => {
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Missing phone number')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Invalid phone number format')).toBeInTheDocument();
    expect(world.calls.some((c) => c.path === '/wps/verification/sms/noLogin')).toBe(false);
  });

  it('picks the dialing code from the countries and closes the list 200 ms after blur', async () => {
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    const picker = await within(dialog).findByRole('button', { name: 'Country dialing code: +84' });
    await user.click(picker);
    const list = within(dialog).getByRole('listbox', { name: 'Country dialing code' });
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const other = options.find((o) => !o.textContent?.includes('+84'));
    await user.click(other as HTMLElement);
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker.textContent).not.toBe('+84');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(picker);
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    act(() => picker.blur());
    act(() => vi.advanceTimersByTime(150));
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60));
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('login extras', () => {
  it('shows the captcha when the server asks for it and sends the answer', async () => {
    resetWorld({ captchaRequired: true });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // The captcha field's code loads when a refusal first asks for it (longer than a findBy's
    // second while the suite runs on every core).
    const picture = await within(dialog).findByRole('img', { name: 'Verification code picture' }, { timeout: 5_000 });
    expect(picture).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const captchaCalls = () => world.calls.filter((c) => c.path === '/wps/captcha').length;
    const before = captchaCalls();
    // Two clicks within the throttle's second: the clock held still between them, however
    // long a loaded machine takes to click twice.
    const realNow = captchaClock.now;
    const held = captchaClock.now();
    captchaClock.now = () => held;
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Show another code' }));
      await user.click(within(dialog).getByRole('button', { name: 'Show another code' }));
    } finally {
      captchaClock.now = realNow;
    }
    await waitFor(() => expect(captchaCalls()).toBe(before + 1), { timeout: 2_000 });
    await user.type(within(dialog).getByLabelText(/^Verification code/), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(world.calls.filter((c) => c.path === '/wps/session/login').at(-1)?.body).toMatchObject({ captcha: '4321' });
  });

  it('asks for the code of the extra verification, then logs in', async () => {
    resetWorld({
      loginVerify: { verifyMethods: ['phone', 'email'], expiredMinutes: 5, mobile: '0912****78', email: 'lu****@example.com' },
    });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your login' });
    expect(verify).toHaveTextContent('0912****78');
    await user.click(within(verify).getByRole('tab', { name: 'E-mail' }));
    expect(verify).toHaveTextContent('lu****@example.com');
    await user.type(within(verify).getByLabelText(/^Verification code/), '000000');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(await within(verify).findByRole('alert')).toHaveTextContent('Invalid or missing verification code');
    await user.clear(within(verify).getByLabelText(/^Verification code/));
    await user.type(within(verify).getByLabelText(/^Verification code/), TEST_CODE);
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    const done = await screen.findByText('Verification done');
    await user.click(within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Verify your login' })).not.toBeInTheDocument();
    expect(world.calls.filter((c) => c.path === '/wps/session/login/verify').at(-1)?.body).toEqual({
      username: TEST_USER.username,
      method: 'email',
      code: TEST_CODE,
    });
  });

  it('renews the captcha after every failed login and on each new prompt', async () => {
    resetWorld({ captchaRequired: true });
    const { dialog, user } = await openLoginModal();
    const captchaCalls = () => world.calls.filter((c) => c.path === '/wps/captcha').length;
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(dialog).findByRole('img', { name: 'Verification code picture' });
    expect(captchaCalls()).toBe(1);
    // A wrong password with an answer: the server used that answer up.
    await user.type(within(dialog).getByLabelText(/^Verification code/), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(dialog).findByText('The username or password is incorrect.');
    await waitFor(() => expect(captchaCalls()).toBe(2));
    expect(within(dialog).getByLabelText(/^Verification code/)).toHaveValue('');
    // Closing and logging in again is a new prompt: a new picture, not the cached one.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Log in' }));
    const again = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(again).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(again).getByLabelText(/^Password/), 'wrong-two');
    await user.click(within(again).getByRole('button', { name: 'Log in' }));
    await within(again).findByRole('img', { name: 'Verification code picture' });
    await waitFor(() => expect(captchaCalls()).toBe(3));
  });

  it('closes the login modal after an SMS login, never forcing a password change', async () => {
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        await record(request);
        world.loggedIn = true;
        // Even an answer that asks for a change: SPEC.md section 4 never forces one for sms.
        return answer('/wps/session/login', { userName: 'weak01', firstTimeLogin: false, passwordExpired: true, type: 0, forcePasswordChange: true }, 'POST');
      }),
    );
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.type(await within(dialog).findByLabelText(/^Mobile number/), '987654321');
    await user.type(within(dialog).getByLabelText(/^SMS code/), TEST_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
  });

  it('reopens a pending forced password change after a reload, asking for the old password', async () => {
    logIn({ forcePasswordChange: true });
    const { user } = renderApp('/');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText(/please choose a new password/)).toBeInTheDocument();
    expect(within(change).getByLabelText(/^Old password/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.type(within(change).getByLabelText(/^Old password/), TEST_USER.password);
    await user.type(within(change).getByLabelText(/^New password/), 'newpass99');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'newpass99');
    await user.click(within(change).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(world.calls.find((c) => c.path === '/wps/member/password')?.body).toMatchObject({
      oldPassword: TEST_USER.password,
      newPassword: 'newpass99',
    });
  });

  it('opens the forced change when a call answers password.change.required, and lets the player sign out', async () => {
    logIn();
    server.use(
      http.get('*/wps/v2/wallets/balance', async ({ request }) => {
        await record(request);
        return fail(403, 'password.change.required', 'Change your password first');
      }),
    );
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(await within(header).findByRole('button', { name: 'Refresh balance' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(change).getByRole('button', { name: 'Not now: sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(world.calls.some((c) => c.path === '/wps/session/logout')).toBe(true);
    expect(world.loggedIn).toBe(false);
  });

  it('verifies a login from a new place by bank account name or Google code', async () => {
    resetWorld({ loginVerify: { verifyMethods: ['bank', 'google'], expiredMinutes: 5, mobile: '', email: '' } });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify your login' });
    expect(verify).toHaveTextContent('Confirm it is you');
    expect(within(verify).getByRole('tab', { name: 'Bank account name' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(verify).getByRole('tab', { name: 'Google Authenticator' }));
    expect(within(verify).getByLabelText(/^Google Authenticator code/)).toHaveAttribute('maxlength', '6');
    await user.click(within(verify).getByRole('tab', { name: 'Bank account name' }));
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    expect(within(verify).getByRole('alert')).toHaveTextContent('Please enter the bank account name.');
    await user.type(within(verify).getByLabelText(/^Bank account name/, { selector: 'input' }), BANK_ACCOUNT_NAME);
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    const done = await screen.findByText('Verification done');
    await user.click(within(done.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(world.calls.filter((c) => c.path === '/wps/session/login/verify').at(-1)?.body).toEqual({
      username: TEST_USER.username,
      method: 'bank',
      code: BANK_ACCOUNT_NAME,
    });
  });

  it('tells a member with no way to verify a new place to contact customer service', async () => {
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        await record(request);
        return fail(403, 'login.verify.unavailable', 'no way to verify');
      }),
    );
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/contact customer service/);
    expect(screen.queryByRole('dialog', { name: 'Verify your login' })).not.toBeInTheDocument();
  });

  it('calls firstLogin after a first login', async () => {
    resetWorld({ firstTimeLogin: true });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(world.calls.some((c) => c.path === '/wps/member/firstLogin')).toBe(true));
  });

  it('forces a password change that cannot be dismissed, with the old password from memory', async () => {
    resetWorld({ forcePasswordChange: true });
    const { dialog, user, router } = await openLoginModal();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(change).queryByLabelText(/^Old password/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await user.type(within(change).getByLabelText(/^New password/), 'newpass99');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'newpass99');
    await user.click(within(change).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(world.calls.find((c) => c.path === '/wps/member/password')?.body).toEqual({
      oldPassword: TEST_USER.password,
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('starts free play with a trial account and goes home', async () => {
    const { dialog, user, router } = await openLoginModal();
    await user.click(within(dialog).getByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    const call = world.calls.find((c) => c.path === '/wps/session/login/freeplay');
    expect(call?.body).toEqual({ os: expect.any(String), platform: 'W' });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('balance-amount')).toBeInTheDocument();
  });
});
