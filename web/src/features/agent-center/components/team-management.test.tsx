import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '@/testing/handlers/envelope';
import { findHeader, renderApp, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { freshWallet } from '@/testing/wallet-fixtures';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';
import statusPill from '@/components/status-pill.module.css';

async function openTeam() {
  const rendered = renderApp('/');
  const header = await findHeader();
  await rendered.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent' });
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Team management' }));
  return { ...rendered, header, dialog };
}

// Each row is headed by its member's account, a button that opens the member.
const accounts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('rowheader')
    .map((header) => within(header).getByRole('button').textContent);
const listCalls = () => world.calls.filter((call) => call.path.startsWith('/wps/relay/MCSFE_getDownlines')).map((call) => call.path);
const transferCalls = () => world.calls.filter((call) => call.path === '/wps/relay/MCSFE_transferToDownline');

describe('team management (downline management)', () => {
  it('lists the team 20 a page, newest first, and pages on', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openTeam();
    const table = await within(dialog).findByRole('table', { name: 'Team members' });
    expect(within(dialog).getByText('Team members found: 25')).toBeInTheDocument();
    expect(accounts(table)).toHaveLength(20);
    expect(accounts(table)[0]).toBe('team001');
    const row = within(table).getByRole('button', { name: 'team007' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Locked');
    expect(row).toHaveTextContent('7,000.50');
    expect(row).toHaveTextContent('Level 1 (direct)');
    expect(listCalls()[0]).toBe('/wps/relay/MCSFE_getDownlines?type=all&direct=false&pageNo=1&pageSize=20');

    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(await within(dialog).findByRole('button', { name: 'team025' })).toBeInTheDocument();
    expect(accounts(within(dialog).getByRole('table', { name: 'Team members' }))).toEqual(['team021', 'team022', 'team023', 'team024', 'team025']);
    expect(listCalls().at(-1)).toBe('/wps/relay/MCSFE_getDownlines?type=all&direct=false&pageNo=2&pageSize=20');
  });

  it('searches by keyword, type and direct members only', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openTeam();
    await within(dialog).findByRole('table', { name: 'Team members' });
    await user.type(within(dialog).getByLabelText('Account or nickname'), 'team02');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Team members found: 6')).toBeInTheDocument();
    expect(listCalls().at(-1)).toBe('/wps/relay/MCSFE_getDownlines?keyword=team02&type=all&direct=false&pageNo=1&pageSize=20');

    await user.clear(within(dialog).getByLabelText('Account or nickname'));
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'agent');
    expect(await within(dialog).findByText('Team members found: 5')).toBeInTheDocument();
    expect(listCalls().at(-1)).toBe('/wps/relay/MCSFE_getDownlines?type=agent&direct=false&pageNo=1&pageSize=20');

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'all');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Direct members only' }));
    // Selecting "all" again may revalidate that cached list after the click: the direct list
    // was asked for, whichever call came last.
    await waitFor(() => expect(listCalls()).toContain('/wps/relay/MCSFE_getDownlines?type=all&direct=true&pageNo=1&pageSize=20'));
    expect(await within(dialog).findByText('Team members found: 18')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Account or nickname'), 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('No members found')).toBeInTheDocument();
  });

  it('opens a member with balance, status, figures and contracts, and goes back to the same page', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openTeam();
    await user.click(await within(dialog).findByRole('button', { name: 'team005' }));
    const detail = await within(dialog).findByRole('region', { name: 'Team member team005' });
    expect(await within(detail).findByRole('heading', { name: /team005/ })).toBeInTheDocument();
    expect(within(detail).getByTestId('downline-balance')).toHaveTextContent('5,000.50');
    // The heading and the status pill share one row (a div: a <header> in a dialog would be a banner).
    const head = within(detail).getByRole('heading', { name: /team005/ }).parentElement as HTMLElement;
    expect(within(head).getByText('Active')).toHaveClass(`${statusPill.status} ${statusPill.success}`);
    const profile = within(detail).getByLabelText('Member details');
    expect(profile).toHaveTextContent('Agent');
    expect(profile).toHaveTextContent('0912****05');
    expect(within(detail).getByText('Last 30 days')).toBeInTheDocument();
    expect(amountTone(within(detail).getByText('-250.00'))).toBe('negative');
    const contracts = within(detail).getByRole('region', { name: 'Contracts' });
    expect(contracts).toHaveTextContent('Daily salary');
    expect(contracts).toHaveTextContent('1.50%');
    expect(world.calls.some((call) => call.path === '/wps/relay/MCSFE_getDownlineDetail?account=team005')).toBe(true);

    await user.click(within(detail).getByRole('button', { name: '← Back to the team' }));
    expect(await within(dialog).findByRole('table', { name: 'Team members' })).toBeInTheDocument();
  });

  it('transfers to a member: a wrong payment password, then the right one with the same requestId', async () => {
    const wallet = freshWallet('5000.00');
    logIn({ accountType: 1, wallet });
    const { dialog, header, user } = await openTeam();
    await user.click(await within(dialog).findByRole('button', { name: 'team002' }));
    const detail = await within(dialog).findByRole('region', { name: 'Team member team002' });
    await user.click(await within(detail).findByRole('button', { name: 'Transfer' }));
    const form = within(detail).getByRole('form', { name: 'Transfer to team002' });

    await user.type(within(form).getByLabelText(/^Amount/), '1.234');
    await user.type(within(form).getByLabelText(/^Payment password/), '12');
    await user.click(within(form).getByRole('button', { name: 'Transfer now' }));
    expect(within(form).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(within(form).getByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(transferCalls()).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Amount/));
    await user.type(within(form).getByLabelText(/^Amount/), '100');
    await user.clear(within(form).getByLabelText(/^Payment password/));
    await user.type(within(form).getByLabelText(/^Payment password/), '111111');
    await user.click(within(form).getByRole('button', { name: 'Transfer now' }));
    expect(await within(form).findByText('The payment password is incorrect.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Payment password/));
    await user.type(within(form).getByLabelText(/^Payment password/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer now' }));
    expect(await within(form).findByText('Transferred ₫ 100.00 to team002.')).toBeInTheDocument();

    const [wrong, right] = transferCalls();
    expect(wrong?.body).toMatchObject({ account: 'team002', amount: '100', paymentPassword: '111111' });
    expect(right?.body).toMatchObject({ account: 'team002', amount: '100', paymentPassword: '123456' });
    expect((right?.body as { requestId: string }).requestId).toBe((wrong?.body as { requestId: string }).requestId);
    // The member's balance and the agent's own balance are read again.
    expect(await within(detail).findByText('2,100.50')).toBeInTheDocument();
    expect(await within(header).findByText(/4,900\.00/)).toBeInTheDocument();
    expect(world.agent.downlines.find((d) => d.account === 'team002')?.balance).toBe('2100.50');

    // A new transfer gets a new requestId.
    await user.type(within(form).getByLabelText(/^Amount/), '100');
    await user.type(within(form).getByLabelText(/^Payment password/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer now' }));
    expect(await within(detail).findByText('2,200.50')).toBeInTheDocument();
    expect((transferCalls()[2]?.body as { requestId: string }).requestId).not.toBe((right?.body as { requestId: string }).requestId);
  });

  it('says a member is not in the team when the server answers agent.member.not.found', async () => {
    logIn({ accountType: 1 });
    const { dialog, user } = await openTeam();
    const open = await within(dialog).findByRole('button', { name: 'team003' });
    world.agent.downlines = world.agent.downlines.filter((d) => d.account !== 'team003');
    await user.click(open);
    expect(await within(dialog).findByText('This member is not in your team.')).toBeInTheDocument();
  });

  it('shows a loading state, an error with a retry, then an empty team', async () => {
    logIn({ accountType: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(
        '*/wps/relay/MCSFE_getDownlines',
        async () => {
          await gate;
          return fail(504, 'UPSTREAM_TIMEOUT', 'timeout');
        },
        { once: true },
      ),
    );
    const { dialog, user } = await openTeam();
    expect(await within(dialog).findByRole('status', { name: 'Loading team members' })).toBeInTheDocument();
    release();
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table', { name: 'Team members' })).toBeInTheDocument();

    // Search again with the same filters: the list is read again.
    world.agent.downlines = [];
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('No team members yet')).toBeInTheDocument();
  });

  it('lays the team out as cards on a phone', async () => {
    setPhoneViewport();
    logIn({ accountType: 1 });
    const rendered = renderApp('/');
    const header = await findHeader();
    await rendered.user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await rendered.user.click(await within(menu).findByRole('button', { name: 'Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent' });
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Team management' }));
    const cards = await within(dialog).findByRole('list', { name: 'Team members' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('team001');
    expect(first).toHaveTextContent('1,000.50');
  });
});
