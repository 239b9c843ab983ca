import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/types/api';

/**
 * The account record's rows (contract section 12, ODSFE2_MemTransDet), shared by the member's
 * own account record and the agent's downline transactions (section 13, ODSFE2_getTeamTransactions).
 */

/** The type filter: transfer kinds grouped. */
export const TRANSACTION_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'GAME', 'COMMISSION', 'OTHER'] as const;
/** The point movements (unit POINTS), never mixed with money: ALL lists money only. */
export const POINTS_TYPE = 'POINTS';
export type TransactionType = (typeof TRANSACTION_TYPES)[number] | typeof POINTS_TYPE;

export type TransactionStatus = Transaction['status'];

export type Transaction = Schemas['Transaction'];

export type TransactionTotals = Schemas['TransactionTotals'];

export interface TransactionWording {
  /** MAIN is the main wallet, POINTS the points; a game wallet is named after its account type (PG, EVO...). */
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
    (name: string | null | undefined) => {
      if (!name || name === 'MAIN') return t('wallet_main');
      return name === POINTS_TYPE ? t('wallet_points') : t('wallet_named', { name });
    },
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
