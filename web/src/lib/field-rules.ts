import { lengthRange, matchesPattern } from '@/lib/password-rule';
import type { FieldRule, RegisterRules } from '@/types/api';

/** Register fields the form can show, in display order (SPEC.md section 3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'mobileNum',
  'verificationCode',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Required whenever shown, whatever the rule says (SPEC.md section 5). */
const ALWAYS_REQUIRED: ReadonlySet<RegisterField> = new Set(['username', 'password', 'confirmPassword', 'paymentPassword']);

export interface ShownField {
  name: RegisterField;
  rule: FieldRule;
  required: boolean;
}

/** The fields the server's rules enable, with their effective required flag. */
export function shownFields(rules: RegisterRules): ShownField[] {
  return REGISTER_FIELDS.flatMap((name) => {
    const rule = rules[name];
    if (!rule?.enabled) return [];
    return [{ name, rule, required: rule.required || ALWAYS_REQUIRED.has(name) }];
  });
}


export type FieldProblem = { kind: 'required' } | { kind: 'pattern'; patternId: number; range: string } | null;

/** Checks one value against its rule: required, then length bounds and pattern. */
export function checkField(field: ShownField, raw: string): FieldProblem {
  const value = raw.trim();
  if (!value) return field.required ? { kind: 'required' } : null;
  const { rule } = field;
  const length = [...value].length;
  const tooShort = rule.minLength > 0 && length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  if (tooShort || tooLong || !matchesPattern(rule.acceptedPattern, value)) {
    return { kind: 'pattern', patternId: rule.patternId, range: lengthRange(rule) };
  }
  return null;
}
