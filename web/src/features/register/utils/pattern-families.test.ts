import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { checkField, type ShownField } from '@/lib/field-rules';

interface Family {
  id: number;
  family: string;
  pattern: string;
  valid: string[];
  invalid: string[];
}

/** The same reference table the simulator's suite runs (fixtures/pattern_families.yaml). */
const { families } = parse(
  readFileSync(resolve(process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures'), 'pattern_families.yaml'), 'utf8'),
) as { families: Family[] };

const field = (family: Family, minLength = 1, maxLength = 60): ShownField => ({
  name: 'username',
  required: true,
  rule: { enabled: true, required: true, acceptedPattern: family.pattern, patternId: family.id, minLength, maxLength },
});

describe('register pattern families (SPEC.md section 5)', () => {
  it('lists each of the 19 families once', () => {
    expect(families.map((f) => f.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  });

  it.each(families)('family $id ($family) accepts its valid samples and refuses the others', (family) => {
    for (const value of family.valid) expect(checkField(field(family), value), value).toBeNull();
    for (const value of family.invalid) {
      expect(checkField(field(family), value), value).toEqual({ kind: 'pattern', patternId: family.id, range: '1-60' });
    }
  });

  it.each(families)('family $id words its error with the bounds in English and Vietnamese', async (family) => {
    for (const locale of ['en', 'vi']) {
      await i18n.changeLanguage(locale);
      const ranged = i18n.t(`register:reg_pattern_${family.id}` as 'register:reg_pattern_1', { range: '6-12' });
      const single = i18n.t(`register:reg_pattern_${family.id}` as 'register:reg_pattern_1', { range: '6' });
      expect(ranged, `${locale} ${family.id}`).not.toMatch(/reg_pattern|{{/);
      // The date family names its formats instead of a length.
      if (family.id !== 12) {
        expect(ranged).toContain('6-12');
        expect(single).toContain('6');
        expect(single).not.toContain('6-12');
      }
    }
  });

  it('gives one number when the bounds are equal', () => {
    const digits = families.find((f) => f.id === 7)!;
    expect(checkField(field(digits, 6, 6), '12a456')).toEqual({ kind: 'pattern', patternId: 7, range: '6' });
  });
});
