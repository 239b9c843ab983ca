import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/field';
import fieldStyles from '@/components/field.module.css';
import { RegisterFields } from '@/components/register-fields';
import { Spinner } from '@/components/spinner';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { shownFields, type ShownField } from '@/lib/field-rules';
import { useDialingCode } from '@/lib/phone';
import { useRegisterFields } from '@/lib/use-register-fields';
import type { FieldRule, RegisterRules } from '@/types/api';
import {
  useRegisterDownline,
  type NewAccountType,
  type RegisterDownlineBody,
  type RegisteredDownline,
} from '@/features/agent-center/api/register-downline';
import { AccountTypeChoice } from '@/features/agent-center/components/account-type-choice';
import styles from '@/features/agent-center/components/register-account.module.css';
import { RegisterSuccess } from '@/features/agent-center/components/register-success';

/** The fields PUT /wps/agent/register takes that carry a register rule, in display order. */
const AGENT_FIELDS = ['username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum'] as const;
type AgentField = (typeof AGENT_FIELDS)[number];
const ALWAYS_SHOWN: readonly AgentField[] = ['username', 'password', 'confirmPassword'];

/** A required field the brand gives no rule: anything but empty. */
const NO_RULE: FieldRule = { enabled: false, required: true, acceptedPattern: '*', patternId: 1, minLength: 0, maxLength: 0 };

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
  const form = useRegisterFields<'ageConfirmed'>(useMemo(() => agentFields(boot.register), [boot.register]));
  const { fields, errors, setErrors } = form;
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;
  const [accountType, setAccountType] = useState<NewAccountType>('player');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  const ageProblem = t('age_required_for', { age });

  const serverError = (error: unknown) => {
    if (isApiError(error)) {
      if (error.errorCode === 'age.not.confirmed') return { ageConfirmed: ageProblem };
      if (error.errorCode === 'username.exists') return { username: errorMessage(error) };
      if (error.errorCode === 'mobile.exists') return { mobileNum: errorMessage(error) };
    }
    return form.serverErrors(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = form.checkAll();
    if (!ageConfirmed) found.ageConfirmed = ageProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const { text } = form;
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
          form.reset();
          setAgeConfirmed(false);
          setCreated(null);
        }}
      />
    );
  }

  return (
    <form className={styles.register} onSubmit={(event) => void submit(event)} noValidate aria-label={t('register_form')}>
      <p className={styles.intro}>{t('register_intro')}</p>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <AccountTypeChoice value={accountType} onChange={setAccountType} />
      <RegisterFields form={form} dialingCode={dialingCode} onDialingCode={setDialingCode} ownAccount={false} />
      <CheckboxField
        label={t('age_confirm_for', { age })}
        checked={ageConfirmed}
        onChange={(event) => {
          setAgeConfirmed(event.target.checked);
          if (event.target.checked) form.setError('ageConfirmed', null);
        }}
        error={errors.ageConfirmed}
        required
      />
      <div className={cx(fieldStyles.formActions, styles.spaced)}>
        <Button type="submit" loading={busy}>
          {t('register_submit')}
        </Button>
      </div>
    </form>
  );
}
