import { useEffect, useId, useRef, useState } from 'react';
import styles from '@/components/dialing-code-picker.module.css';
import fieldStyles from '@/components/field.module.css';
import { cx } from '@/lib/cx';
import type { Country } from '@/types/api';

/** SPEC.md section 9: the country list closes 200 ms after it loses the focus. */
export const DIALING_LIST_CLOSE_DELAY_MS = 200;

interface DialingCodePickerProps {
  label: string;
  countries: Country[];
  value: string;
  onChange: (dialingCode: string) => void;
}

/** Country dialing code choice (bootstrap.countries) for mobile number fields. */
export function DialingCodePicker({ label, countries, value, onChange }: DialingCodePickerProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
  };

  return (
    <div
      className={cx(styles.picker, fieldStyles.addon)}
      onFocus={cancelClose}
      onBlur={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), DIALING_LIST_CLOSE_DELAY_MS);
      }}
    >
      <button
        type="button"
        className={cx(fieldStyles.input, fieldStyles.select)}
        aria-label={`${label}: ${value}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <bdi dir="ltr">{value}</bdi>
      </button>
      {open ? (
        <ul id={listId} className={styles.list} role="listbox" aria-label={label}>
          {countries.map((country) => (
            <li key={country.countryCode} role="presentation">
              <button
                type="button"
                role="option"
                className={styles.option}
                aria-selected={country.countryDialingCode === value}
                onClick={() => choose(country.countryDialingCode)}
              >
                {country.name} <bdi dir="ltr">{country.countryDialingCode}</bdi>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

