import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { logIn, world } from '@/testing/world';

async function openRegister() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent' });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Register account' }));
  const form = await within(dialog).findByRole('form', { name: 'Register an account' });
  return { ...rendered, dialog, form };
}

const registerCalls = () => world.calls.filter((call) => call.path === '/wps/agent/register');

describe('register account (registerCenter)', () => {
  it('checks the fields against the server rules before sending anything', async () => {
    logIn({ accountType: 1 });
    const { form, user } = await openRegister();
    // The brand enables email and mobile (optional); payee name is off.
    expect(within(form).getByLabelText(/^Email/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Full name/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(within(form).getAllByText('This field cannot be empty.')).toHaveLength(3);
    expect(within(form).getByText('Confirm that this person is 18 or older.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Username/), '1abc');
    await user.type(within(form).getByLabelText(/^Password/), 'lettersonly');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'lettersonlx');
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    expect(within(form).getByText('Start with a letter, then letters or numbers only (6-12 characters).')).toBeInTheDocument();
    expect(within(form).getByText('Use both letters and numbers (6-20 characters).')).toBeInTheDocument();
    expect(within(form).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address (5-60 characters).')).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  });

  it('registers an agent under the caller and shows the new account', async () => {
    logIn({ accountType: 1 });
    const { dialog, form, user } = await openRegister();
    await user.click(within(form).getByRole('radio', { name: /Agent/ }));
    await user.type(within(form).getByLabelText(/^Username/), 'newagent1');
    await user.type(within(form).getByLabelText(/^Password/), 'secret123');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'secret123');
    await user.click(within(form).getByRole('checkbox', { name: 'I confirm this person is 18 years old or older' }));
    await user.click(within(form).getByRole('button', { name: 'Register account' }));

    expect(await within(dialog).findByText('Account newagent1 is registered.')).toBeInTheDocument();
    const facts = within(dialog).getByLabelText('New account');
    expect(facts).toHaveTextContent('Agent');
    expect(facts).toHaveTextContent('lucky001');
    expect(registerCalls()[0]).toMatchObject({
      method: 'PUT',
      body: { username: 'newagent1', password: 'secret123', confirmPassword: 'secret123', accountType: 'agent', ageConfirmed: true },
    });
    expect(registerCalls()[0]?.body).not.toHaveProperty('email');
    expect(world.agent.downlines[0]).toMatchObject({ account: 'newagent1', type: 2, level: 1 });

    await user.click(within(dialog).getByRole('button', { name: 'Go to team management' }));
    expect(await within(dialog).findByRole('button', { name: 'newagent1' })).toBeInTheDocument();
  });

  it('shows the server refusal on its field', async () => {
    logIn({ accountType: 1 });
    const { form, user } = await openRegister();
    await user.type(within(form).getByLabelText(/^Username/), 'taken01');
    await user.type(within(form).getByLabelText(/^Password/), 'secret123');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'secret123');
    await user.click(within(form).getByRole('checkbox', { name: /18 years old/ }));
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    const username = within(form).getByLabelText(/^Username/);
    expect(await within(form).findByText('This username is already taken. Please choose another one.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls()[0]?.body).toMatchObject({ accountType: 'player' });
  });

  it('starts a fresh form with "Register another"', async () => {
    logIn({ accountType: 1 });
    const { dialog, form, user } = await openRegister();
    await user.type(within(form).getByLabelText(/^Username/), 'player77');
    await user.type(within(form).getByLabelText(/^Password/), 'secret123');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'secret123');
    await user.click(within(form).getByRole('checkbox', { name: /18 years old/ }));
    await user.click(within(form).getByRole('button', { name: 'Register account' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Register another' }));
    const fresh = await within(dialog).findByRole('form', { name: 'Register an account' });
    expect(within(fresh).getByLabelText(/^Username/)).toHaveValue('');
    expect(within(fresh).getByRole('checkbox', { name: /18 years old/ })).not.toBeChecked();
  });

  it('words the form and the server refusal in Vietnamese for a Vietnamese agent', async () => {
    window.localStorage.setItem('lang', 'TY');
    logIn({ accountType: 1 });
    const rendered = renderApp('/');
    const header = await findHeader();
    await rendered.user.click(await within(header).findByRole('button', { name: 'Đại lý' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đại lý' });
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Đăng ký tài khoản' }));
    const form = await within(dialog).findByRole('form', { name: 'Đăng ký tài khoản' });
    const { user } = rendered;
    await user.click(within(form).getByRole('button', { name: 'Đăng ký tài khoản' }));
    expect(within(form).getAllByText('Mục này không được để trống.')).toHaveLength(3);
    await user.type(within(form).getAllByRole('textbox')[0] as HTMLElement, 'taken01');
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) await user.type(input, 'secret123');
    await user.click(within(form).getByRole('checkbox', { name: 'Tôi xác nhận người này đủ 18 tuổi trở lên' }));
    await user.click(within(form).getByRole('button', { name: 'Đăng ký tài khoản' }));
    expect(await within(form).findByText('Tên đăng nhập đã được sử dụng. Vui lòng chọn tên khác.')).toBeInTheDocument();
    expect(registerCalls()[0]?.headers.language).toBe('TY');
  });
});
