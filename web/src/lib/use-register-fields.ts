import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { checkField, type RegisterField, type ShownField } from '@/lib/field-rules';
import { lengthRange } from '@/lib/password-rule';
import { useProblemText } from '@/lib/use-problem-text';

export type RegisterValues = Partial<Record<RegisterField, string>>;
export type RegisterErrors<Extra extends string> = Partial<Record<RegisterField | Extra | 'form', string>>;
/** Errors on the register fields themselves, or on the whole form. */
export type FieldErrors = Partial<Record<RegisterField | 'form', string>>;

/**
 * Values and errors of the fields the register rules drive (the player's register form, the
 * agent's register-account form). A field is checked when it loses the focus with a value in it,
 * again on each change while it shows an error, and every field on submit (checkAll).
 * `Extra` names the form's other error keys (captcha, consent boxes).
 */
export function useRegisterFields<Extra extends string = never>(fields: ShownField[], initial: RegisterValues = {}) {
  const { t } = useTranslation('register');
  const problemText = useProblemText();
  const [values, setValues] = useState<RegisterValues>(initial);
  const [errors, setErrors] = useState<RegisterErrors<Extra>>({});
  const mismatch = t('confirm_mismatch');

  const check = (name: RegisterField, all: RegisterValues): string | null => {
    const field = fields.find((f) => f.name === name);
    if (!field) return null;
    const value = all[name] ?? '';
    const problem = problemText(checkField(field, value));
    if (problem) return problem;
    if (name === 'confirmPassword' && value.trim() !== (all.password ?? '').trim()) return mismatch;
    return null;
  };

  const setError = (name: RegisterField | Extra | 'form', message: string | null) =>
    setErrors((prev) => ({ ...prev, [name]: message ?? undefined }));

  const change = (name: RegisterField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setError(name, check(name, next));
  };

  const blur = (name: RegisterField) => setError(name, values[name] ? check(name, values) : null);

  /** Every shown field's problem (the form adds its own before showing them). */
  const checkAll = (): RegisterErrors<Extra> => {
    const found: RegisterErrors<Extra> = {};
    for (const field of fields) {
      const problem = check(field.name, values);
      if (problem) found[field.name] = problem;
    }
    return found;
  };

  /** The trimmed value of a field. */
  const text = (name: RegisterField) => (values[name] ?? '').trim();

  /** Where a refusal of the server goes: the field it names (worded by its rule), else the form. */
  const serverErrors = (error: unknown): FieldErrors => {
    const message = errorMessage(error);
    if (!isApiError(error)) return { form: message };
    if (error.errorCode === 'password.mismatch') return { confirmPassword: mismatch };
    const field = fields.find((f) => f.name === error.field);
    if (!field) return { form: message };
    if (error.errorCode === 'field.required') return { [field.name]: problemText({ kind: 'required' }) ?? message };
    if (error.errorCode === 'field.invalid') {
      const range = lengthRange(field.rule);
      return { [field.name]: problemText({ kind: 'pattern', patternId: field.rule.patternId, range }) ?? message };
    }
    return { [field.name]: message };
  };

  const reset = () => {
    setValues({});
    setErrors({});
  };

  return { fields, values, errors, setErrors, setError, change, blur, check, checkAll, text, serverErrors, reset };
}
