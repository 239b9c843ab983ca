import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { defaultDialingCode } from '@/lib/countries';
import { errorMessage } from '@/lib/error-message';
import { checkField, shownFields, type FieldProblem, type ShownField } from '@/lib/field-rules';
import { lengthRange } from '@/lib/password-rule';
import type { FieldRule, RegisterRules } from '@/types/api';
import {
  useRegisterDownline,
  type NewAccountType,
  type RegisterDownlineBody,
  type RegisteredDownline,
} from '@/features/agent-center/api/register-downline';
import { AccountTypeChoice } from '@/features/agent-center/components/account-type-choice';
import { RegisterSuccess } from '@/features/agent-center/components/register-success';

/** The fields PUT /wps/agent/register takes that carry a register rule, in display order. */
const AGENT_FIELDS = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum'] as const;
type AgentField = (typeof AGENT_FIELDS)[number];
const ALWAYS_SHOWN: readonly AgentField[] = ['username', 'password', 'confirmPassword'];
type ErrorKey = AgentField | 'ageConfirmed' | 'form';

/** A required field the brand gives no rule: anything but empty. */
const NO_RULE: FieldRule = { enabled: false, required: true, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 0 };

const INPUT_PROPS: Partial<Record<AgentField, Record<string, string>>> = {
  username: { autoComplete: 'off', autoCapitalize: 'none' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  email: { type: 'email', autoComplete: 'off' },
  mobileNum: { type: 'tel', autoComplete: 'off', inputMode: 'numeric' },
};

/** The server's rules for this form's fields: username and passwords always, the others when enabled. */
function agentFields(rules: RegisterRules): (ShownField & { name: AgentField })[] {
  const shown = shownFields(rules);
  return AGENT_FIELDS.flatMap((name) => {
    const found = shown.find((field) => field.name === name);
    if (found) return [{ ...found, name }];
    return ALWAYS_SHOWN.includes(name) ? [{ name, rule: NO_RULE, required: true }] : [];
  });
}

/** Register account (registerCenter): a new player or agent whose upline is the agent. */
export function RegisterAccount() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <RegisterAccountPage />
    </Suspense>
  );
}

function RegisterAccountPage() {
  const { t } = useTranslation(['agent', 'register']);
  const boot = useBoot();
  const registerDownline = useRegisterDownline();
  const fields = useMemo(() => agentFields(boot.register), [boot.register]);
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;
  const [accountType, setAccountType] = useState<NewAccountType>('player');
  const [values, setValues] = useState<Partial<Record<AgentField, string>>>({});
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(boot.countries, boot.status.location?.country));
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<RegisteredDownline | null>(null);

  const labelOf = (name: AgentField) => t(`field_${name}`, { ns: 'register' });
  const problemText = (problem: FieldProblem): string | null => {
    if (!problem) return null;
    if (problem.kind === 'required') return t('required', { ns: 'register' });
    const id = problem.patternId >= 1 && problem.patternId <= 19 ? problem.patternId : 1;
    return t(`reg_pattern_${id}` as 'reg_pattern_1', { ns: 'register', range: problem.range });
  };
  const ageProblem = t('age_required_for', { age });

  const validateOne = (name: AgentField, all: Partial<Record<AgentField, string>>): string | null => {
    const field = fields.find((f) => f.name === name);
    if (!field) return null;
    const value = all[name] ?? '';
    const problem = problemText(checkField(field, value));
    if (problem) return problem;
    if (name === 'confirmPassword' && value.trim() !== (all.password ?? '').trim()) return t('confirm_mismatch', { ns: 'register' });
    return null;
  };

  const setValue = (name: AgentField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: validateOne(name, next) ?? undefined }));
  };

  const serverError = (error: unknown): Partial<Record<ErrorKey, string>> => {
    const message = errorMessage(error);
    if (!isApiError(error)) return { form: message };
    if (error.errorCode === 'age.not.confirmed') return { ageConfirmed: ageProblem };
    if (error.errorCode === 'password.mismatch') return { confirmPassword: t('confirm_mismatch', { ns: 'register' }) };
    if (error.errorCode === 'username.exists') return { username: message };
    if (error.errorCode === 'mobile.exists') return { mobileNum: message };
    const field = fields.find((f) => f.name === error.field);
    if (!field) return { form: message };
    if (error.errorCode === 'field.required') return { [field.name]: problemText({ kind: 'required' }) ?? message };
    if (error.errorCode === 'field.invalid') {
      const problem = problemText({ kind: 'pattern', patternId: field.rule.patternId, range: lengthRange(field.rule) });
      return { [field.name]: problem ?? message };
    }
    return { [field.name]: message };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<ErrorKey, string>> = {};
    for (const field of fields) {
      const problem = validateOne(field.name, values);
      if (problem) found[field.name] = problem;
    }
    if (!ageConfirmed) found.ageConfirmed = ageProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const text = (name: AgentField) => (values[name] ?? '').trim();
    const body: RegisterDownlineBody = {
      username: text('username'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      accountType,
      ageConfirmed: true,
    };
    for (const name of ['payeeName', 'email', 'mobileNum'] as const) {
      if (fields.some((f) => f.name === name) && text(name)) body[name] = text(name);
    }
    if (body.mobileNum && dialingCode) body.countryDialingCode = dialingCode;
    setBusy(true);
    try {
      setCreated(await registerDownline(body));
    } catch (caught) {
      setErrors(serverError(caught));
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <RegisterSuccess
        created={created}
        onAnother={() => {
          setValues({});
          setAgeConfirmed(false);
          setErrors({});
          setCreated(null);
        }}
      />
    );
  }

  return (
    <form className="agent-register" onSubmit={(event) => void submit(event)} noValidate aria-label={t('register_form')}>
      <p className="agent-register__intro">{t('register_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <AccountTypeChoice value={accountType} onChange={setAccountType} />
      {fields.map((field) => {
        const common = {
          label: labelOf(field.name),
          required: field.required,
          value: values[field.name] ?? '',
          error: errors[field.name],
          maxLength: field.rule.maxLength > 0 ? field.rule.maxLength : undefined,
          placeholder:
            field.rule.maxLength > 0
              ? t('placeholder_range', { ns: 'register', range: `${field.rule.minLength}-${field.rule.maxLength}` })
              : undefined,
          onChange: (event: { target: { value: string } }) => setValue(field.name, event.target.value),
          onBlur: () => {
            const problem = values[field.name] ? validateOne(field.name, values) : null;
            setErrors((prev) => ({ ...prev, [field.name]: problem ?? undefined }));
          },
          ...INPUT_PROPS[field.name],
        };
        if (field.name === 'mobileNum' && boot.countries.length > 0) {
          const dialing = (
            <select
              className="input select field__addon"
              aria-label={t('field_countryDialingCode', { ns: 'register' })}
              value={dialingCode}
              onChange={(event) => setDialingCode(event.target.value)}
            >
              {boot.countries.map((country) => (
                <option key={country.countryCode} value={country.countryDialingCode}>
                  {`${country.countryCode} ${country.countryDialingCode}`}
                </option>
              ))}
            </select>
          );
          return <TextField key={field.name} {...common} addon={dialing} />;
        }
        return <TextField key={field.name} {...common} />;
      })}
      <CheckboxField
        label={t('age_confirm_for', { age })}
        checked={ageConfirmed}
        onChange={(event) => {
          setAgeConfirmed(event.target.checked);
          if (event.target.checked) setErrors((prev) => ({ ...prev, ageConfirmed: undefined }));
        }}
        error={errors.ageConfirmed}
        required
      />
      <div className="form-actions">
        <Button type="submit" loading={busy}>
          {t('register_submit')}
        </Button>
      </div>
    </form>
  );
}
