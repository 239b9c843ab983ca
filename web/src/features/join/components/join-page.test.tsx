import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contactFitsChannel } from '@/features/join/utils/contact-rule';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { world } from '@/testing/world';

const applies = () => world.calls.filter((call) => call.method === 'POST' && call.path === '/wps/agent/apply');

async function openJoin() {
  const rendered = renderApp('/join');
  await screen.findByRole('heading', { level: 1, name: 'Join us' });
  const form = screen.getByRole('form', { name: 'Apply now' });
  const field = {
    name: within(form).getByRole('textbox', { name: /Your name/ }),
    channel: within(form).getByRole('combobox', { name: 'Contact by' }),
    contact: within(form).getByRole('textbox', { name: /^Contact/ }),
    message: within(form).getByRole('textbox', { name: /Message/ }),
    submit: within(form).getByRole('button', { name: 'Send application' }),
  };
  return { ...rendered, form, field };
}

describe('/join', () => {
  it('explains both programmes and how commission works, for visitors too', async () => {
    await openJoin();
    expect(screen.getByRole('article', { name: 'Agent' })).toHaveTextContent('Earn a dividend on your team');
    expect(screen.getByRole('article', { name: 'Affiliate' })).toBeInTheDocument();
    const commission = screen.getByRole('region', { name: 'How commission works' });
    for (const term of ['Dividend', 'Salary', 'The differential', 'Payouts']) expect(within(commission).getByText(term)).toBeInTheDocument();
    expect(commission).toHaveTextContent('A team that wins earns no dividend for that period.');
  });

  it('checks the name and that the contact fits its channel before sending', async () => {
    const { form, field, user } = await openJoin();
    await user.click(field.submit);
    expect(within(form).getByText('Enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter how we can reach you.')).toBeInTheDocument();

    await user.type(field.name, 'Minh Tran');
    await user.type(field.contact, 'minh');
    await user.click(field.submit);
    expect(within(form).getByText('Enter a Telegram @username (5 to 32 letters, digits or _) or a phone number.')).toBeInTheDocument();
    await user.selectOptions(field.channel, 'EMAIL');
    await user.click(field.submit);
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(applies()).toHaveLength(0);
  });

  it('sends the application for the programme chosen, then confirms it', async () => {
    const { field, user } = await openJoin();
    await user.click(screen.getByRole('button', { name: 'Apply as an affiliate' }));
    expect(screen.getByRole('radio', { name: 'Affiliate' })).toBeChecked();
    await user.type(field.name, '  Minh Tran ');
    await user.selectOptions(field.channel, 'ZALO');
    await user.type(field.contact, '+84 912 345 678');
    await user.type(field.message, 'I run a football fan page.');
    await user.click(field.submit);

    expect(await screen.findByText('Application received')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Affiliate (number 1)');
    expect(screen.getByRole('status')).toHaveTextContent('by Zalo');
    expect(applies()[0]?.body).toEqual({ name: 'Minh Tran', contact: '+84 912 345 678', channel: 'ZALO', type: 'AFFILIATE', message: 'I run a football fan page.' });
  });

  it('says in words when the same contact applied a moment ago', async () => {
    world.applications.push({ id: 1, name: 'Minh', contact: '@minh_tran', channel: 'TELEGRAM', type: 'AGENT', message: '' });
    const { form, field, user } = await openJoin();
    await user.type(field.name, 'Minh Tran');
    await user.type(field.contact, '@minh_tran');
    await user.click(field.submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('You applied a moment ago. Please wait a minute before sending another application.');
    await waitFor(() => expect(field.submit).toBeEnabled());
  });

  it("shows the server's refusal of a field beside it", async () => {
    server.use(
      http.post('*/wps/agent/apply', () =>
        HttpResponse.json({ success: false, errorCode: 'field.invalid', message: 'not a contact of its channel', field: 'contact' }, { status: 400 }),
      ),
    );
    const { form, field, user } = await openJoin();
    await user.type(field.name, 'Minh Tran');
    await user.selectOptions(field.channel, 'PHONE');
    await user.type(field.contact, '0912345678');
    await user.click(field.submit);
    expect(await within(form).findByText('Enter a phone number of 6 to 15 digits.')).toBeInTheDocument();
  });
});

describe('contact rule', () => {
  it.each([
    ['TELEGRAM', '@lucky_1', true],
    ['TELEGRAM', '@abc', false],
    ['TELEGRAM', '+84 (912) 345-678', true],
    ['ZALO', '0912.345.678', true],
    ['ZALO', '12345', false],
    ['PHONE', '+8491234567890123', false],
    ['EMAIL', 'minh@example.com', true],
    ['EMAIL', 'minh@example', false],
  ] as const)('%s %s fits: %s', (channel, contact, fits) => {
    expect(contactFitsChannel(contact, channel)).toBe(fits);
  });
});
