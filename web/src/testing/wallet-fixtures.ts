/**
 * The money state the msw wallet handlers keep (contract section 12), built from the brand's
 * payments settings so it answers as the simulator does.
 */
import { sumAmounts, walletBalance } from '@/testing/fixtures';
import type { Balance, Schemas } from '@/types/api';

export type DepositOrderFixture = Schemas['DepositOrder'];

export type BankCardFixture = Schemas['BankCard'];

export type WithdrawalFixture = Schemas['WithdrawOrder'];

/** What a requestId did: a retry of the same kind answers the same, without moving money again. */
export type WalletRequestFixture =
  | { kind: 'transfer' }
  | { kind: 'deposit'; order: DepositOrderFixture }
  | { kind: 'withdraw'; order: WithdrawalFixture };

export interface WalletWorld {
  isSingle: boolean;
  autoTransfer: boolean;
  /** Main wallet and game wallets by accountTypeId (decimal strings). */
  amounts: Record<number, string>;
  frozen: string;
  firstDepositDone: boolean;
  deposits: DepositOrderFixture[];
  hasPaymentPassword: boolean;
  payeeName: string | null;
  cards: BankCardFixture[];
  withdrawals: WithdrawalFixture[];
  remainingToday: number;
  /** requestIds seen, with what they did: a retry answers the same (idempotency). */
  requests: Record<string, WalletRequestFixture>;
}

export function freshWallet(main = '1000000.00'): WalletWorld {
  return {
    isSingle: false,
    autoTransfer: true,
    amounts: { 2: main },
    frozen: '0.00',
    firstDepositDone: false,
    deposits: [],
    hasPaymentPassword: true,
    payeeName: null,
    cards: [],
    withdrawals: [],
    remainingToday: 5,
    requests: {},
  };
}

/** The balance value of a wallet world (single-wallet: the main wallet only). */
export function balanceOf(wallet: WalletWorld): Balance {
  const games = Object.fromEntries(Object.entries(wallet.amounts).filter(([id]) => id !== '2')) as Record<number, string>;
  const value = walletBalance(wallet.amounts[2] ?? '0.00', games);
  if (wallet.isSingle) value.balance = value.balance.slice(0, 1);
  value.frozenBalance = wallet.frozen;
  value.sumBalance = sumAmounts(value.balance.map((row) => row.availBalance));
  return value;
}
