import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRate } from '@/lib/format';
import type { Play, PrizeRow } from '@/features/lottery/utils/bet-rules';
import styles from '@/features/lottery/components/lottery.module.css';

/** The play's prize table: what must come up and what it returns, stake included. */
export function PrizeTable({ play }: { play: Play }) {
  const { t } = useTranslation('lottery');
  const captionId = useId();
  const when = (row: PrizeRow): string => {
    switch (row.match) {
      case 'pick':
        return t('pays_pick');
      case 'hits':
        return row.value ? t('pays_hits_of', { count: row.count ?? 0, picks: row.value }) : t('pays_hits', { count: row.count ?? 0 });
      case 'all':
        return t('pays_all', { count: row.count ?? 1 });
      case 'sum':
        return t('pays_sum', { value: row.value ?? '' });
      case 'symbol':
        return t('pays_symbol', { count: row.count ?? 1 });
      case 'prize':
        return t('pays_prize', { count: row.count ?? 0 });
      case 'special':
        return play.pick.kind === 'digits' ? t('pays_special_prize') : t('pays_special_number');
      case 'triple':
        return t('pays_triple');
    }
  };
  return (
    <details className={styles.prizes} open={play.pays.length <= 6}>
      <summary id={captionId}>{t('prize_table')}</summary>
      <table className={styles.prizeTable} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('col_when')}</th>
            <th scope="col" className={styles.num}>
              {t('col_returns')}
            </th>
          </tr>
        </thead>
        <tbody>
          {play.pays.map((row, index) => (
            <tr key={index}>
              <td>{when(row)}</td>
              <td className={styles.num}>{row.match === 'triple' ? t('loses') : t('times', { times: formatRate(row.times) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.prizeNote}>{t('prize_note')}</p>
    </details>
  );
}
