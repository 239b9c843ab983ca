import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleMap, TAKEN_MOBILE, TEST_CODE, VALID_AFFILIATE } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { resetWorld, world } from '@/testing/world';

const TITLE = 'Register now, get 1000VND';

async function openMobileRegister(route = '/register') {
  const rendered = renderApp(route);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await rendered.user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
  return { ...rendered, dialog };
}

afterEach(() => vi.useRealTimers());

describe('register tabs', () => {
  it('offers the Mobile tab only when MOBILENUMREG3 is on', async () => {
    resetWorld({ modules: { ...moduleMap(), MOBILENUMREG3: false } });
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).queryByRole('tab', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toBeInTheDocument();
  });
});

describe('mobile registration', () => {
  it('sends the code with a countdown, registers with the code and referralCode, and welcomes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, user } = await openMobileRegister('/register?referralCode=FRIEND7');
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 300 s/ })).toBeDisabled();
    expect(world.calls.find((c) => c.path === '/wps/verification/sms/register')?.body).toEqual({
      countryDialingCode: '+84',
      mobileNo: '987654321',
      regType: 'register',
    });
    act(() => vi.advanceTimersByTime(300_000));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
    await user.type(within(dialog).getByLabelText(/^SMS code/), TEST_CODE);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, 84987654321!' });
    expect(welcome).toHaveTextContent('131K');
    expect(world.calls.find((c) => c.path === '/wps/member/register/mobile')?.body).toEqual({
      mobileNum: '987654321',
      countryDialingCode: '+84',
      verificationCode: TEST_CODE,
      referralCode: 'FRIEND7',
      ageConfirmed: true,
      termsAccepted: true,
    });
  });

  it('shows password fields only when MOBILENUMPASSREG3 is on, and no code when REGMOBVERF3 is off', async () => {
    resetWorld({ modules: { ...moduleMap(), MOBILENUMPASSREG3: true, REGMOBVERF3: false } });
    const { dialog } = await openMobileRegister();
    expect(within(dialog).getByLabelText(/^Password/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Confirm password/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('shows mobile.exists from the code request in a warning', async () => {
    const { dialog, user } = await openMobileRegister();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), TAKEN_MOBILE);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This mobile number is already registered.');
  });

  it('refuses an unknown invitation code in a warning dialog before registering', async () => {
    const { dialog, user } = await openMobileRegister();
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '987654321');
    await user.type(within(dialog).getByLabelText(/^SMS code/), TEST_CODE);
    await user.type(within(dialog).getByLabelText(/^Invitation code/), 'NOPE1');
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('The invitation code is not valid.');
    expect(world.calls.some((c) => c.path.startsWith('/wps/agent/affiliate?code=NOPE1&domain='))).toBe(true);
    expect(world.calls.some((c) => c.path === '/wps/member/register/mobile')).toBe(false);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('username registration checks', () => {
  it('checks a valid invitation code, then registers with it', async () => {
    const { user } = renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'newplayer2');
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc12345');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abc12345');
    await user.type(within(dialog).getByLabelText(/^Invitation code/), VALID_AFFILIATE);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome, newplayer2!' })).toBeInTheDocument();
    expect(world.calls.find((c) => c.path === '/wps/member/register')?.body).toMatchObject({ affiliateCode: VALID_AFFILIATE });
  });

  it('shows the captcha when the captcha rule is enabled and sends it', async () => {
    const rules = world.register;
    resetWorld({ register: { ...rules, captcha: { ...rules.captcha!, enabled: true, required: true } } });
    const { user } = renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'newplayer3');
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc12345');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abc12345');
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('This field cannot be empty.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Verification code/), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Welcome, newplayer3!' });
    expect(world.calls.find((c) => c.path === '/wps/member/register')?.body).toMatchObject({ captcha: '1234' });
  });
});
