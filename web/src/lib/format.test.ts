import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/lib/format';

describe('formatAmount', () => {
  it.each([
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['12.3', '12.30'],
    ['999.99', '999.99'],
    ['1000', '1,000.00'],
    ['1234567.50', '1,234,567.50'],
    ['-1234.5', '-1,234.50'],
    ['0012.10', '12.10'],
    ['1.005', '1.01'],
    ['999999.995', '1,000,000.00'],
    ['-0.001', '0.00'],
    ['90071992547409931.23', '90,071,992,547,409,931.23'],
    ['', '0.00'],
    ['abc', '0.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('keeps digits a float would lose', () => {
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });
});
