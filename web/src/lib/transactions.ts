import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The account record's rows (contract section 12, ODSFE2_MemTransDet), shared by the member's
 * own account record and the agent's downline transactions (section 13, ODSFE2_getTeamTransactions).
 */

/** The type filter: transfer kinds grouped. */
export const TRANSACTION_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'GAME', 'COMMISSION', 'OTHER'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type TransactionStatus = 'DONE' | 'PENDING' | 'CANCELLED';

export interface Transaction {
  /** The ledger reference. */
  id: string;
  /** The group (a TransactionType other than ALL). */
  type: string;
  /** The ledger kind: deposit, withdraw, withdraw_fee, transfer_in, bet, ... */
  kind: string;
  /** Signed decimal: + in, - out, 0 between two of the member's own wallets. */
  amount: string;
  /** What moved, unsigned. */
  gross: string;
  /** The member's wallet it touched (MAIN or a game wallet's account type name). */
  wallet: string;
  /** The wallet it came from, when money came in. */
  from: string | null;
  /** The wallet it went to, when money went out. */
  to: string | null;
  status: TransactionStatus;
  /** Epoch milliseconds. */
  time: number;
}

export interface TransactionTotals {
  in: string;
  out: string;
  net: string;
}

export interface TransactionWording {
  /** MAIN is the main wallet; a game wallet is named after its account type (PG, EVO...). */
  wallet: (name: string | null | undefined) => string;
  /** The kind's wording, else its group's. */
  kind: (row: Transaction) => string;
  status: (row: Transaction) => string;
  type: (type: string) => string;
}

/** Words a transaction's kind, wallet, status and type group in the user's language. */
export function useTransactionWording(): TransactionWording {
  const { t } = useTranslation('transactions');
  const type = useCallback((value: string) => t(`type_${value}` as 'type_OTHER', { defaultValue: t('type_OTHER') }), [t]);
  const wallet = useCallback(
    (name: string | null | undefined) => (!name || name === 'MAIN' ? t('wallet_main') : t('wallet_named', { name })),
    [t],
  );
  const kind = useCallback(
    (row: Transaction) =>
      t(`kind_${row.kind}` as 'kind_deposit', {
        from: wallet(row.from ?? row.wallet),
        to: wallet(row.to ?? row.wallet),
        defaultValue: type(row.type),
      }),
    [t, type, wallet],
  );
  const status = useCallback((row: Transaction) => t(`status_${row.status}` as 'status_DONE', { defaultValue: row.status }), [t]);
  return { wallet, kind, status, type };
}
