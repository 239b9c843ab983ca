import { cx } from '@/lib/cx';

describe('cx', () => {
  it('joins the given names with one space', () => {
    expect(cx('a', 'b', 'c')).toBe('a b c');
  });

  it('drops false, null, undefined, 0 and empty strings', () => {
    expect(cx('a', false, null, undefined, 0, '', 'b')).toBe('a b');
  });

  it('gives an empty string when nothing is left', () => {
    expect(cx(false, undefined)).toBe('');
  });
});
