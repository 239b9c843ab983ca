import { useState } from 'react';
import { useBoot } from '@/lib/bootstrap';
import { defaultDialingCode } from '@/lib/countries';
import { checkField, type FieldProblem, type ShownField } from '@/lib/field-rules';
import type { FieldRule, RegisterRules } from '@/types/api';

/** Any mobile number: 6 to 15 digits. Used where the brand gives no mobileNum rule, and by SMS login. */
export const ANY_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 7,
  minLength: 6,
  maxLength: 15,
};

/**
 * A required mobile number against the brand's register rule (rules.mobileNum), or against
 * any mobile number when no rules are given or the brand has no mobileNum rule.
 */
export function checkPhone(value: string, rules?: RegisterRules): FieldProblem {
  const field: ShownField = { name: 'mobileNum', rule: rules?.mobileNum ?? ANY_MOBILE_RULE, required: true };
  return checkField(field, value);
}

/** The dialing code a phone field starts with: the caller's country (status location), else the first country. */
export function useDialingCode(): [string, (code: string) => void] {
  const boot = useBoot();
  return useState(() => defaultDialingCode(boot.countries, boot.status.location?.country));
}
