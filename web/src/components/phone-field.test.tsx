import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from '@/components/phone-field';
import { checkPhone, useDialingCode } from '@/lib/phone';
import { registerRules } from '@/testing/fixtures';
import { renderWithBoot } from '@/testing/render';
import type { RegisterRules } from '@/types/api';

function Phone({ dialingAs }: { dialingAs?: 'list' | 'select' }) {
  const [dialingCode, setDialingCode] = useDialingCode();
  const [mobile, setMobile] = useState('');
  return (
    <>
      <PhoneField
        label="Mobile number"
        dialingLabel="Dialing code"
        dialingAs={dialingAs}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        error={mobile === '1' ? 'Too short' : null}
      />
      <output>{`${dialingCode} ${mobile}`}</output>
    </>
  );
}

describe('checkPhone', () => {
  it('checks against any mobile number (6 to 15 digits) when given no rules', () => {
    expect(checkPhone('  ')).toEqual({ kind: 'required' });
    expect(checkPhone('12345')).toEqual({ kind: 'pattern', patternId: 7, range: '6-15' });
    expect(checkPhone('12345a')).toEqual({ kind: 'pattern', patternId: 7, range: '6-15' });
    expect(checkPhone(' 123456 ')).toBeNull();
    expect(checkPhone('1'.repeat(16))).not.toBeNull();
  });

  it("checks against the brand's mobileNum rule, required even where the rule is optional", () => {
    const rules = registerRules(); // mobileNum: digits, 8 to 11, not required
    expect(checkPhone('', rules)).toEqual({ kind: 'required' });
    expect(checkPhone('1234567', rules)).toEqual({ kind: 'pattern', patternId: 7, range: '8-11' });
    expect(checkPhone('12345678', rules)).toBeNull();
    const noMobileRule: Partial<RegisterRules> = { ...rules }; // a brand file without the rule
    delete noMobileRule.mobileNum;
    expect(checkPhone('1234567', noMobileRule as RegisterRules)).toBeNull();
  });
});

describe('PhoneField', () => {
  it('starts from the caller country and picks another from the country list', async () => {
    const { user } = renderWithBoot(<Phone />);
    const picker = await screen.findByRole('button', { name: 'Dialing code: +84' });
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'Thailand +66' }));
    await user.type(input, '1');
    expect(screen.getByText('+66 1')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Too short');
  });

  it('offers a native select of country and code when asked', async () => {
    const { user } = renderWithBoot(<Phone dialingAs="select" />);
    const select = await screen.findByRole('combobox', { name: 'Dialing code' });
    expect(select).toHaveValue('+84');
    expect(screen.getByRole('option', { name: 'TH +66' })).toBeInTheDocument();
    await user.selectOptions(select, '+66');
    expect(screen.getByText('+66')).toBeInTheDocument();
  });
});
