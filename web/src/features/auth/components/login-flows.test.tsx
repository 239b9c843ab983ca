import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleMap, TEST_CODE, TEST_USER } from '@/testing/fixtures';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { resetWorld, world } from '@/testing/world';

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
    expect(within(dialog).getByLabelText(/^Username/)).toBeInTheDocument();
  });

  it('shows a compact switch in the header', async () => {
    const { user } = renderApp('/');
    const header = await findHeader();
    const group = within(header).getByRole('group', { name: 'Login method' });
    await user.click(within(group).getByRole('button', { name: 'Mobile SMS' }));
    expect(within(header).getByPlaceholderText('Mobile number')).toBeInTheDocument();
    expect(within(header).queryByPlaceholderText('Password')).not.toBeInTheDocument();
  });

  it('sends the SMS code, counts down expiredMinutes x 60 s, then logs in with type sms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
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
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Too many requests, try again after 5 minutes');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks the mobile number before sending', async () => {
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Missing phone number')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Invalid phone number format')).toBeInTheDocument();
    expect(world.calls.some((c) => c.path === '/wps/verification/sms/noLogin')).toBe(false);
  });

  it('picks the dialing code from the countries and closes the list 200 ms after blur', async () => {
    const { dialog, user } = await openLoginModal();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile SMS' }));
    const picker = within(dialog).getByRole('button', { name: 'Country dialing code: +84' });
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
    await user.type(within(dialog).getByLabelText(/^Username/), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('img', { name: 'Verification code picture' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const captchaCalls = () => world.calls.filter((c) => c.path === '/wps/captcha').length;
    const before = captchaCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Show another code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show another code' }));
    await waitFor(() => expect(captchaCalls()).toBe(before + 1));
    await user.type(within(dialog).getByLabelText(/^Verification code/), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(world.calls.filter((c) => c.path === '/wps/session/login').at(-1)?.body).toMatchObject({ captcha: '4321' });
  });

  it('asks for the code of the extra verification, then logs in', async () => {
    resetWorld({
      loginVerify: { verifyMethods: ['phone', 'email'], expiredMinutes: 5, mobile: '0912****78', email: 'lu****@example.com' },
    });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByLabelText(/^Username/), TEST_USER.username);
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

  it('calls firstLogin after a first login', async () => {
    resetWorld({ firstTimeLogin: true });
    const { dialog, user } = await openLoginModal();
    await user.type(within(dialog).getByLabelText(/^Username/), TEST_USER.username);
    await user.type(within(dialog).getByLabelText(/^Password/), TEST_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(world.calls.some((c) => c.path === '/wps/member/firstLogin')).toBe(true));
  });

  it('forces a password change that cannot be dismissed, with the old password from memory', async () => {
    resetWorld({ forcePasswordChange: true });
    const { dialog, user, router } = await openLoginModal();
    await user.type(within(dialog).getByLabelText(/^Username/), TEST_USER.username);
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
