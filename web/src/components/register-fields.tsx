import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import type { RegisterField, ShownField } from '@/lib/field-rules';
import { useFieldLabels } from '@/lib/use-field-labels';
import type { RegisterValues } from '@/lib/use-register-fields';

type InputProps = Record<string, string>;

/** Input hints for the player's own account: the browser may fill in the name, email and phone. */
const OWN_INPUT_PROPS: Partial<Record<RegisterField, InputProps>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  mobileNum: { autoComplete: 'tel-national' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
};

/** Someone else's account (an agent registering a downline): nothing of the agent's own is filled in. */
const OTHER_INPUT_PROPS: Partial<Record<RegisterField, InputProps>> = {
  ...OWN_INPUT_PROPS,
  username: { autoComplete: 'off', autoCapitalize: 'none' },
  email: { type: 'email', autoComplete: 'off' },
  mobileNum: { autoComplete: 'off' },
  payeeName: {},
};

/** What RegisterFields reads of useRegisterFields (lib/use-register-fields). */
export interface RegisterFieldsForm {
  fields: ShownField[];
  values: RegisterValues;
  errors: Partial<Record<RegisterField, string>>;
  change: (name: RegisterField, value: string) => void;
  blur: (name: RegisterField) => void;
}

interface RegisterFieldsProps {
  form: RegisterFieldsForm;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** false when the account is someone else's: the browser fills nothing in. */
  ownAccount?: boolean;
  /** Sends the SMS code of the verificationCode field (shown only when the rules enable it). */
  onSendCode?: () => Promise<number | null>;
  /** The field that takes the focus when the form opens. */
  autoFocus?: RegisterField;
}

/** The fields the brand's register rules enable, in display order, each with its rule's length and checks. */
export function RegisterFields({ form, dialingCode, onDialingCode, ownAccount = true, onSendCode, autoFocus }: RegisterFieldsProps) {
  const { t } = useTranslation('register');
  const labelOf = useFieldLabels();
  const inputProps = ownAccount ? OWN_INPUT_PROPS : OTHER_INPUT_PROPS;
  return (
    <>
      {form.fields.map(({ name, rule, required }) => {
        const common = {
          label: labelOf(name),
          required,
          value: form.values[name] ?? '',
          error: form.errors[name],
          maxLength: rule.maxLength > 0 ? rule.maxLength : undefined,
          placeholder: rule.maxLength > 0 ? t('placeholder_range', { range: `${rule.minLength}-${rule.maxLength}` }) : undefined,
          onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
          onBlur: () => form.blur(name),
          'data-autofocus': name === autoFocus ? true : undefined,
          ...inputProps[name],
        };
        if (name === 'mobileNum') {
          return (
            <PhoneField
              key={name}
              {...common}
              dialingAs="select"
              dialingLabel={t('field_countryDialingCode')}
              dialingCode={dialingCode}
              onDialingCode={onDialingCode}
            />
          );
        }
        if (name === 'verificationCode' && onSendCode) {
          return <SmsCodeField key={name} {...common} onSend={onSendCode} />;
        }
        return <TextField key={name} {...common} />;
      })}
    </>
  );
}
