import { describe, expect, it } from 'vitest';
import type { FieldRule } from '@/types/api';
import { checkField, shownFields } from '@/lib/field-rules';
import { lengthRange } from '@/lib/password-rule';

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 2,
  maxLength: 5,
  ...overrides,
});

describe('field rules', () => {
  it('shows enabled fields in order; username and passwords always required', () => {
    const fields = shownFields({
      email: rule(),
      username: rule({ required: false }),
      qqNum: rule({ enabled: false }),
      unknownField: rule(),
    });
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ['username', true],
      ['email', false],
    ]);
  });

  it('formats the range, one number when equal', () => {
    expect(lengthRange(rule({ minLength: 6, maxLength: 12 }))).toBe('6-12');
    expect(lengthRange(rule({ minLength: 4, maxLength: 4 }))).toBe('4');
  });

  it('checks required, bounds and the whole trimmed value against the pattern', () => {
    const digits = { name: 'mobileNum' as const, required: true, rule: rule({ acceptedPattern: '^[0-9]+$', patternId: 7 }) };
    expect(checkField(digits, '  ')).toEqual({ kind: 'required' });
    expect(checkField(digits, ' 123 ')).toBeNull();
    expect(checkField(digits, '12a')).toEqual({ kind: 'pattern', patternId: 7, range: '2-5' });
    expect(checkField(digits, '123456')).toEqual({ kind: 'pattern', patternId: 7, range: '2-5' });
    const partial = { ...digits, rule: rule({ acceptedPattern: '[0-9]+' }) };
    expect(checkField(partial, '12a')).not.toBeNull();
    const optional = { ...digits, required: false };
    expect(checkField(optional, '')).toBeNull();
    expect(checkField({ ...digits, rule: rule() }, 'anything')).toEqual({ kind: 'pattern', patternId: 1, range: '2-5' });
    expect(checkField({ ...digits, rule: rule() }, 'any')).toBeNull();
  });
});
