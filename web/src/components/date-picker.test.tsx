import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from '@/components/date-picker';
import i18n from '@/lib/i18n';

// 20:00 UTC on 14 March 2025: already 15 March on the brand's clock (Vietnam, UTC+7).
const NOW = new Date('2025-03-14T20:00:00Z');
const ZONE = 'Asia/Ho_Chi_Minh';

function Field({ initial = '', min, max, onValue }: { initial?: string; min?: string; max?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        label="From"
        value={value}
        min={min}
        max={max}
        timeZone={ZONE}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const setup = (props: Parameters<typeof Field>[0] = {}) => {
  const user = userEvent.setup();
  render(<Field {...props} />);
  return { user, input: screen.getByLabelText('From'), toggle: screen.getByRole('button', { name: 'From: choose a date' }) };
};

const grid = () => screen.getByRole('grid');
const heading = () => within(screen.getByRole('dialog', { name: 'From: choose a date' })).getByRole('heading');
const focusedDay = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-day');

describe('date picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the day the site language’s way and keeps the value ISO', async () => {
    const { user, input } = setup({ initial: '2025-03-09' });
    expect(input).toHaveValue('03/09/2025');
    await user.clear(input);
    await user.type(input, '3/1/2025');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-03-01');
    await user.tab();
    expect(input).toHaveValue('03/01/2025');
  });

  it('says how to write a day that is not one, and gives no value', async () => {
    const { user, input } = setup({ initial: '2025-03-09' });
    await user.clear(input);
    await user.type(input, '31/02/2025');
    await user.tab();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(input).toHaveValue('31/02/2025');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date like 03/15/2025.');
  });

  it('opens on the chosen day, moves with the keyboard and picks with Enter', async () => {
    const { user, toggle } = setup({ initial: '2025-03-09' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(heading()).toHaveTextContent('March 2025');
    expect(focusedDay()).toBe('2025-03-09');
    expect(within(grid()).getByRole('gridcell', { name: 'Sunday, March 9, 2025' })).toHaveAttribute('aria-selected', 'true');
    // English weeks start on Sunday.
    expect(within(grid()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Today on the brand's calendar, not the device's (still 14 March in UTC).
    expect(within(grid()).getByRole('gridcell', { name: 'Saturday, March 15, 2025' })).toHaveAttribute('aria-current', 'date');

    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2025-03-10');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2025-03-17');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2025-03-09');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2025-03-15');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2025-03-09');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2025-04-09');
    expect(heading()).toHaveTextContent('April 2025');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focusedDay()).toBe('2024-04-09');
    await user.keyboard('{PageDown}{ArrowRight}{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2024-05-10');
    expect(screen.getByLabelText('From')).toHaveValue('05/10/2024');
    expect(toggle).toHaveFocus();
  });

  it('picks with a click and moves by month with its buttons', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    // No value: it opens on today.
    expect(focusedDay()).toBe('2025-03-15');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(heading()).toHaveTextContent('April 2025');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(heading()).toHaveTextContent('February 2025');
    await user.click(within(grid()).getByRole('gridcell', { name: 'Friday, February 28, 2025' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2025-02-28');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape without choosing and gives the focus back', async () => {
    const onValue = vi.fn();
    const { user, toggle } = setup({ initial: '2025-03-09', onValue });
    await user.click(toggle);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('opens from the field with Alt+Down', async () => {
    const { user, input } = setup({ initial: '2025-03-09' });
    await user.click(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(heading()).toHaveTextContent('March 2025');
    expect(focusedDay()).toBe('2025-03-09');
  });

  it('keeps Tab inside the calendar', async () => {
    const { user, toggle } = setup({ initial: '2025-03-09' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.tab();
    expect(focusedDay()).toBe('2025-03-09');
  });

  it('does not reach or choose days outside min and max', async () => {
    const onValue = vi.fn();
    const { user, toggle } = setup({ initial: '2025-03-09', min: '2025-03-05', max: '2025-03-20', onValue });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(within(grid()).getByRole('gridcell', { name: 'Tuesday, March 4, 2025' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(grid()).getByRole('gridcell', { name: 'Tuesday, March 4, 2025' }));
    expect(onValue).not.toHaveBeenCalled();

    await user.click(within(grid()).getByRole('gridcell', { name: 'Sunday, March 9, 2025' }));
    await user.click(toggle);
    await user.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2025-03-05');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2025-03-20');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-03-20');
  });

  it('speaks Vietnamese: month names, weekdays from Monday, day-first dates', async () => {
    await act(() => i18n.changeLanguage('vi'));
    const user = userEvent.setup();
    render(<Field initial="2025-11-24" />);
    const input = screen.getByLabelText('From');
    expect(input).toHaveValue('24/11/2025');
    await user.click(screen.getByRole('button', { name: 'From: chọn ngày' }));
    const dialog = screen.getByRole('dialog', { name: 'From: chọn ngày' });
    expect(within(dialog).getByRole('heading')).toHaveTextContent('tháng 11 năm 2025');
    expect(within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(within(dialog).getByRole('button', { name: 'Tháng trước' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tháng sau' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('tháng 12 năm 2025');
    await user.click(within(dialog).getByRole('gridcell', { name: /^Thứ Tư, 3 tháng 12, 2025$/ }));
    expect(input).toHaveValue('03/12/2025');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-12-03');
  });

  it('moves the other way with the arrows right to left', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const { user, toggle } = setup({ initial: '2025-03-09' });
      await user.click(toggle);
      await user.keyboard('{ArrowLeft}');
      expect(focusedDay()).toBe('2025-03-10');
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(focusedDay()).toBe('2025-03-08');
    } finally {
      document.documentElement.dir = '';
    }
  });
});
