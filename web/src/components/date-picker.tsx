import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/components/date-picker.module.css';
import { TextField } from '@/components/field';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { addDays, addMonths, clampDay, firstDayOfWeek, isoWeekday, monthWeeks, startOfMonth } from '@/lib/calendar';
import { cx } from '@/lib/cx';
import { zonedDate } from '@/lib/date-range';
import { formatDay, formatLongDay, formatMonth, getDateLocale, parseDay, weekdayNames } from '@/lib/format';

export interface DatePickerProps {
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  /** yyyy-MM-dd, or '' when the text typed is not a day. */
  onChange: (value: string) => void;
  /** The first and last days that may be chosen, yyyy-MM-dd. */
  min?: string;
  max?: string;
  /** The brand's zone: today is its calendar day. */
  timeZone: string;
}

/** Whether an element lays out right to left (the document's or a part's `dir`). */
const isRtl = (element: Element | null) => element?.closest('[dir]')?.getAttribute('dir') === 'rtl';

/** Room kept between the calendar and the window's edges, and below the field. */
const EDGE = 8;
const GAP = 4;

/**
 * A date field in the site language (the browser's own date input speaks the browser's): the
 * day written the language's way, typed or chosen on a calendar (the WAI-ARIA date picker
 * dialog). In the calendar the arrows move by a day or a week, Home and End to the week's ends,
 * Page Up and Page Down by a month (with Shift by a year), Enter or Space choose, Escape closes;
 * the focus goes back to the calendar button (Alt+Down in the field opens it too). Days outside
 * min and max cannot be reached.
 */
export function DatePicker({ label, value, onChange, min, max, timeZone }: DatePickerProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState('');
  const [place, setPlace] = useState<CSSProperties>({});
  // Today on the brand's calendar, read again whenever the calendar opens.
  const [today, setToday] = useState(() => zonedDate(Date.now(), timeZone));
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  /** Whether the active day takes the focus once rendered (not after a click on a month button). */
  const focusDay = useRef(false);
  const headingId = useId();

  // A new value from outside (a quick range) replaces what was typed, unless it is what was typed.
  if (shownValue !== value) {
    setShownValue(value);
    if (text !== null && (parseDay(text) ?? '') !== value) setText(null);
  }

  const invalid = !typing && text !== null && text.trim() !== '' && parseDay(text) === null;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const openCalendar = () => {
    const now = zonedDate(Date.now(), timeZone);
    setToday(now);
    setActive(clampDay(value || now, min, max));
    focusDay.current = true;
    setOpen(true);
  };

  const choose = (day: string) => {
    if ((min && day < min) || (max && day > max)) return;
    setText(null);
    onChange(day);
    close(true);
  };

  const moveTo = (day: string, takeFocus: boolean) => {
    focusDay.current = takeFocus;
    setActive(clampDay(day, min, max));
  };

  useEffect(() => {
    if (!open || !focusDay.current) return;
    focusDay.current = false;
    dialogRef.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [open, active]);

  // Below the field (above it when there is no room), inside the window: fixed, so a dialog's
  // scrolling body does not clip it.
  useLayoutEffect(() => {
    if (!open) return;
    const position = () => {
      const field = rootRef.current?.getBoundingClientRect();
      const box = dialogRef.current?.getBoundingClientRect();
      if (!field || !box) return;
      const width = document.documentElement.clientWidth || window.innerWidth;
      const height = window.innerHeight;
      const rtl = isRtl(rootRef.current);
      const start = rtl ? field.right - box.width : field.left;
      const left = Math.max(EDGE, Math.min(start, width - box.width - EDGE));
      let top = field.bottom + GAP;
      if (top + box.height > height - EDGE && field.top - GAP - box.height >= EDGE) top = field.top - GAP - box.height;
      top = Math.max(EDGE, Math.min(top, height - box.height - EDGE));
      setPlace({ top, left });
    };
    position();
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const commitText = (typed: string) => {
    setTyping(true);
    setText(typed);
    const day = parseDay(typed);
    if (day) onChange(day);
    else if (!typed.trim()) onChange('');
  };

  const onBlur = () => {
    setTyping(false);
    if (text === null) return;
    const day = parseDay(text);
    if (day || !text.trim()) setText(null);
    // A day that is not one: no value (the form says which date is missing) and the text stays to be fixed.
    else if (value) onChange('');
  };

  const firstDay = firstDayOfWeek(getDateLocale());
  const names = weekdayNames();
  const columns = Array.from({ length: 7 }, (_, i) => names[(firstDay - 1 + i) % 7] ?? { short: '', long: '' });
  const month = active ? startOfMonth(active) : '';
  const canGoBack = !min || month > startOfMonth(min);
  const canGoOn = !max || month < startOfMonth(max);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const rtl = isRtl(event.currentTarget);
    const intoWeek = (isoWeekday(active) - firstDay + 7) % 7;
    const year = event.shiftKey ? 12 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(active, rtl ? -1 : 1),
      ArrowLeft: () => addDays(active, rtl ? 1 : -1),
      ArrowDown: () => addDays(active, 7),
      ArrowUp: () => addDays(active, -7),
      Home: () => addDays(active, -intoWeek),
      End: () => addDays(active, 6 - intoWeek),
      PageUp: () => addMonths(active, -year),
      PageDown: () => addMonths(active, year),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move(), true);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the calendar closes, not a dialog it sits in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'Tab') return;
    // A modal dialog: Tab goes round its month buttons and the day, never out of it.
    const stops = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled), [tabindex="0"]') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = stops[(at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
    event.preventDefault();
    event.stopPropagation();
    next?.focus();
  };

  const dialogName = t('date_picker_open', { field: label });

  return (
    <div ref={rootRef} className={styles.picker}>
      <TextField
        label={label}
        value={text ?? formatDay(value)}
        autoComplete="off"
        spellCheck={false}
        error={invalid ? t('date_invalid', { example: formatDay(today) }) : null}
        onFocus={() => setTyping(true)}
        onBlur={onBlur}
        onChange={(event) => commitText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text !== null) onBlur();
          // Alt+Down opens the calendar from the field, as on a native date field.
          if (event.key === 'ArrowDown' && event.altKey) {
            event.preventDefault();
            openCalendar();
          }
        }}
        addonEnd={
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-label={dialogName}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => (open ? close(false) : openCalendar())}
          >
            <CalendarIcon size={18} />
          </button>
        }
      />
      {open ? (
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-label={dialogName} className={styles.dialog} style={place} onKeyDown={onDialogKeyDown}>
          <div className={styles.header}>
            <button type="button" className={styles.nav} aria-label={t('date_prev_month')} disabled={!canGoBack} onClick={() => moveTo(addMonths(active, -1), false)}>
              <ChevronLeftIcon className={styles.arrow} />
            </button>
            <h2 id={headingId} className={styles.heading} aria-live="polite">
              {formatMonth(month)}
            </h2>
            <button type="button" className={styles.nav} aria-label={t('date_next_month')} disabled={!canGoOn} onClick={() => moveTo(addMonths(active, 1), false)}>
              <ChevronRightIcon className={styles.arrow} />
            </button>
          </div>
          <table role="grid" className={styles.grid} aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {columns.map((name) => (
                  <th key={name.long} scope="col" abbr={name.long}>
                    {name.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month, firstDay).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, index) => {
                    if (!day) return <td key={`blank-${index}`} role="gridcell" />;
                    const disabled = Boolean((min && day < min) || (max && day > max));
                    return (
                      <td
                        key={day}
                        role="gridcell"
                        data-day={day}
                        tabIndex={day === active ? 0 : -1}
                        aria-label={formatLongDay(day)}
                        aria-selected={day === value}
                        aria-disabled={disabled || undefined}
                        aria-current={day === today ? 'date' : undefined}
                        className={cx(styles.day, day === value && styles.selected, day === today && styles.today, disabled && styles.disabled)}
                        onClick={() => choose(day)}
                      >
                        {Number(day.slice(8))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
