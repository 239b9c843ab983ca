import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withPopups } from '@/testing/announcement-fixtures';
import { registerRules } from '@/testing/fixtures';
import { TAKEN_USERNAME } from '@/testing/handlers/register';
import { renderApp } from '@/testing/render';
import { resetWorld, world } from '@/testing/world';

const TITLE = 'Register now, get 1000VND';

async function openRegister(route = '/register') {
  const rendered = renderApp(route);
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { ...rendered, dialog };
}

async function fillValid(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, username = 'newplayer1') {
  await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), username);
  await user.type(within(dialog).getByLabelText(/^Password/), 'abc12345');
  await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abc12345');
}

describe('register modal', () => {
  it('opens over the home page on /register and /register.html, and closing leaves it', async () => {
    const { dialog, user, router } = await openRegister('/register.html');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    // The navigation commits apart from the modal's closing (a transition): wait for it too.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows only the fields the server rules enable, required ones marked', async () => {
    const { dialog } = await openRegister();
    for (const label of ['Username', 'Password', 'Confirm password', 'Email', 'Mobile number', 'Invitation code']) {
      // The method tab "Username" names its panel too: the field is the input.
      expect(within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' })).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText(/Full name/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/QQ number/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText(/^Email/)).not.toHaveAttribute('aria-required');
    expect(within(dialog).getByRole('combobox', { name: 'Country dialing code' })).toHaveValue('+84');
  });

  it('follows changed rules: a field switched on appears, one switched off disappears', async () => {
    const rules = registerRules();
    resetWorld({
      register: {
        ...rules,
        payeeName: { ...rules.payeeName!, enabled: true, required: true },
        email: { ...rules.email!, enabled: false },
      },
    });
    const { dialog } = await openRegister();
    expect(within(dialog).getByLabelText(/^Full name/)).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('explains a broken rule with the pattern wording and its range', async () => {
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), '1abc');
    await user.type(within(dialog).getByLabelText(/^Password/), 'lettersonly');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      within(dialog).getByText('Start with a letter, then letters or numbers only (6-12 characters).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Use both letters and numbers (6-20 characters).')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field cannot be empty.')).toHaveLength(1);
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
  });

  it('uses one number as the range when min equals max', async () => {
    const rules = registerRules();
    resetWorld({
      register: { ...rules, paymentPassword: { ...rules.paymentPassword!, enabled: true } },
    });
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByLabelText(/^Payment password/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('Digits only (6 digits).')).toBeInTheDocument();
  });

  it('requires the confirmation to equal the password', async () => {
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc12345');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abc12346');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeInTheDocument();
  });

  it('requires the age confirmation before calling the server', async () => {
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog);
    const age = within(dialog).getByRole('checkbox', { name: 'I confirm I am 18 years old or older' });
    expect(age).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('You must be 18 or older to register.')).toBeInTheDocument();
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
  });

  it('asks for the age the brand sets (ageConsent), not a fixed 18', async () => {
    resetWorld({ brand: { ...world.brand, ageConsent: 21 } });
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog);
    expect(within(dialog).getByRole('checkbox', { name: 'I confirm I am 21 years old or older' })).not.toBeChecked();
    expect(within(dialog).queryByText(/18 years/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('You must be 21 or older to register.')).toBeInTheDocument();
  });

  it('follows the verificationCode rule: an SMS code to the mobile number, checked and sent', async () => {
    const rules = registerRules();
    resetWorld({ register: { ...rules, verificationCode: { ...rules.verificationCode!, enabled: true, required: true } } });
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    const code = within(dialog).getByLabelText(/^SMS code/);
    expect(code).toHaveAttribute('aria-required', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('This field cannot be empty.')).toBeInTheDocument();
    expect(world.calls.some((c) => c.path === '/wps/verification/sms/register')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: /Resend in 300 s/ })).toBeDisabled();
    expect(world.calls.find((c) => c.path === '/wps/verification/sms/register')?.body).toEqual({
      countryDialingCode: '+84',
      mobileNo: '912345678',
      regType: 'register',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
    await user.type(code, '12'); // the rule: digits, exactly 6
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' });
    expect(world.calls.find((c) => c.path === '/wps/member/register')?.body).toMatchObject({
      mobileNum: '912345678',
      verificationCode: '123456',
    });
  });

  it('requires the payment password whenever the rules show it, even when they call it optional', async () => {
    const rules = registerRules();
    resetWorld({ register: { ...rules, paymentPassword: { ...rules.paymentPassword!, enabled: true, required: false } } });
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    const pay = within(dialog).getByLabelText(/^Payment password/);
    expect(pay).toHaveAttribute('aria-required', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(pay).toHaveAttribute('aria-invalid', 'true'));
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
    await user.type(pay, '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' });
    expect(world.calls.find((c) => c.path === '/wps/member/register')?.body).toMatchObject({ paymentPassword: '135790' });
  });

  it('refuses a referral code longer than 64 characters from the link before registering', async () => {
    const { dialog, user } = await openRegister(`/register?referralCode=${'r'.repeat(65)}`);
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The referral code in this link is longer than 64 characters');
    expect(world.calls.some((c) => c.path === '/wps/member/register')).toBe(false);
  });

  it('links the terms to the help page', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/help?section=terms',
    );
  });

  it('shows a server field error on its field', async () => {
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog, TAKEN_USERNAME);
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    const errorId = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent(
      'This username is already taken. Please choose another one.',
    );
  });

  it('keeps pop-up announcements back until the new member closes the welcome', async () => {
    world.announcements = withPopups(world.announcements);
    const { dialog, user } = await openRegister();
    await fillValid(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' });
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Maintenance notice' })).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Start playing' }));
    expect(await screen.findByRole('dialog', { name: 'Maintenance notice' })).toBeInTheDocument();
  });

  it('registers, logs in and welcomes the new member', async () => {
    const { dialog, user } = await openRegister('/register?referralCode=FRIEND7');
    await fillValid(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '912345678');
    await user.click(within(dialog).getByRole('checkbox', { name: /years old or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome, newplayer1!' });
    expect(welcome).toHaveTextContent('1000VND');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    const call = world.calls.find((c) => c.path === '/wps/member/register');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      username: 'newplayer1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      referralCode: 'FRIEND7',
      ageConfirmed: true,
      termsAccepted: true,
    });
    await user.click(within(welcome).getByRole('button', { name: 'Start playing' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
