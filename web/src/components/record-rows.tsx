import { Fragment, type ReactNode } from 'react';
import styles from '@/components/record.module.css';
import { usePhone } from '@/lib/use-phone';

/** A column of a record: its heading and a row's cell. */
export interface RecordColumn<R> {
  key: string;
  label: string;
  /** The table's heading when it says more than a card's label (a time column's zone: once per table). */
  heading?: string;
  cell: (row: R) => ReactNode;
  /** A number: right-aligned. */
  num?: boolean;
  /** The row's name (a row header). */
  rowHeader?: boolean;
}

interface RecordRowsProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The rows' name: the table's caption (for screen readers), the cards' list label. */
  label: string;
  columns: readonly RecordColumn<R>[];
  /** On a phone each row is a card: a title and what stands beside it, then these facts. */
  card: { title: (row: R) => ReactNode; aside: (row: R) => ReactNode; facts: readonly RecordColumn<R>[] };
  /** The totals: the table's last row (its cells) and, on a phone, the card after the rows. */
  totals?: { testId: string; row: ReactNode; card: ReactNode };
  /** More about a row (how it was computed): a full-width row below it, the end of its card. */
  detail?: (row: R) => ReactNode;
}

/** A record's rows: a table on a desktop, stacked cards on a phone; the totals after them. */
export function RecordRows<R>({ rows, rowKey, label, columns, card, totals, detail }: RecordRowsProps<R>) {
  const phone = usePhone();
  const numClass = (column: RecordColumn<R>) => (column.num ? styles.num : undefined);

  if (phone) {
    return (
      <>
        <ul className={styles.cards} aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={styles.card}>
              <div className={styles.cardHead}>
                <strong>{card.title(row)}</strong>
                {card.aside(row)}
              </div>
              <dl className={styles.cardFacts}>
                {card.facts.map((column) => (
                  <Fragment key={column.key}>
                    <dt>{column.label}</dt>
                    <dd>{column.cell(row)}</dd>
                  </Fragment>
                ))}
              </dl>
              {detail?.(row)}
            </li>
          ))}
        </ul>
        {totals?.card}
      </>
    );
  }

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numClass(column)}>
                {column.heading ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <tr>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={numClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={numClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
              {detail ? (
                <tr className={styles.detail}>
                  <td colSpan={columns.length}>{detail(row)}</td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr className={styles.totals} data-testid={totals.testId}>
              {totals.row}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
