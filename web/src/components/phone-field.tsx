import { DialingCodePicker } from '@/components/dialing-code-picker';
import { TextField, type TextFieldProps } from '@/components/field';
import fieldStyles from '@/components/field.module.css';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';

export interface PhoneFieldProps extends Omit<TextFieldProps, 'addon' | 'type'> {
  /** The dialing code control's accessible name. */
  dialingLabel: string;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  /** `list`: the country list with names (DialingCodePicker); `select`: a native select of country and code. */
  dialingAs?: 'list' | 'select';
}

/**
 * A mobile number with its country dialing code (bootstrap.countries) in front. Check the number
 * with checkPhone (lib/phone) and start the code with useDialingCode.
 */
export function PhoneField({ dialingLabel, dialingCode, onDialingCode, dialingAs = 'list', ...field }: PhoneFieldProps) {
  const { countries } = useBoot();
  let addon;
  if (countries.length > 0 && dialingAs === 'select') {
    addon = (
      <select
        className={cx(fieldStyles.input, fieldStyles.select, fieldStyles.addon)}
        aria-label={dialingLabel}
        value={dialingCode}
        onChange={(event) => onDialingCode(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            {`${country.countryCode} ${country.countryDialingCode}`}
          </option>
        ))}
      </select>
    );
  } else if (countries.length > 0) {
    addon = <DialingCodePicker label={dialingLabel} countries={countries} value={dialingCode} onChange={onDialingCode} />;
  }
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" {...field} addon={addon} />;
}
