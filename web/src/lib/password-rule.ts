import i18n from 'i18next';
import type { FieldRule } from '@/types/api';

/** "min-max", or one number when both bounds are equal. */
export const lengthRange = (rule: FieldRule): string =>
  rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;

/** The whole value against a server pattern ('*' = any). */
export function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  try {
    return new RegExp(`^(?:${pattern})$`).test(value);
  } catch {
    return true; // a pattern this browser cannot compile is left to the server
  }
}

/**
 * Checks a value against a server field rule (the password rule for new passwords) and words
 * the problem with the register pattern template; null when the value is fine.
 */
export function fieldRuleProblem(rule: FieldRule | undefined, raw: string): string | null {
  const value = raw.trim();
  if (!value) return i18n.t('required', { ns: 'register' });
  if (!rule?.enabled) return null;
  const length = [...value].length;
  const tooShort = rule.minLength > 0 && length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  if (!tooShort && !tooLong && matchesPattern(rule.acceptedPattern, value)) return null;
  const id = rule.patternId >= 1 && rule.patternId <= 19 ? rule.patternId : 1;
  return i18n.t(`reg_pattern_${id}` as 'reg_pattern_1', { ns: 'register', range: lengthRange(rule) });
}

export type NewPasswordErrors = { password?: string; confirm?: string };

/** The new password against the server's password rule, and its confirmation. */
export function newPasswordErrors(rule: FieldRule | undefined, password: string, confirm: string, mismatch: string): NewPasswordErrors {
  const found: NewPasswordErrors = {};
  const problem = fieldRuleProblem(rule, password);
  if (problem) found.password = problem;
  if (confirm.trim() !== password.trim()) found.confirm = mismatch;
  return found;
}
