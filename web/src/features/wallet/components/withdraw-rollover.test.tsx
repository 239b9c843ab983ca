import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findHeader, renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { balanceOf, freshWallet } from '@/testing/wallet-fixtures';
import { logIn } from '@/testing/world';

describe('withdraw while a bonus rollover is unmet', () => {
  it('says how much turnover is still needed', async () => {
    const wallet = {
      ...freshWallet(),
      cards: [{ id: 1, bankCode: 'VCB', bankName: 'Vietcombank', accountNumber: '*********3456', accountName: 'LUCKY' }],
    };
    logIn({ wallet, balance: balanceOf(wallet) });
    server.use(
      http.post('*/wps/relay/MCSFE_withdraw', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'withdraw.rollover.unmet',
            message: 'Rollover not met',
            value: { required: '330000.00', achieved: '110000.00', remaining: '220000.00' },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/');
    const header = await findHeader();
    await user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member Center' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await user.type(await within(dialog).findByLabelText(/^Amount/), '100000');
    await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "A bonus's wagering is not complete: place 220,000.00 more in valid bets before withdrawing (110,000.00 of 330,000.00 done).",
    );
  });
});
