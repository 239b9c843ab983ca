import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterFields } from '@/components/register-fields';
import { shownFields } from '@/lib/field-rules';
import { useRegisterFields } from '@/lib/use-register-fields';
import { ApiError } from '@/lib/api-client';
import { registerRules } from '@/testing/fixtures';
import { renderWithBoot } from '@/testing/render';

const rules = registerRules({
  verificationCode: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 6, maxLength: 6 },
});

type Form = ReturnType<typeof useRegisterFields<'captcha'>>;
/** The latest render's form state, for the checks a form makes on submit. */
const latest: { form?: Form } = {};

function Fields({ ownAccount, onSendCode }: { ownAccount?: boolean; onSendCode?: () => Promise<number | null> }) {
  const form = useRegisterFields<'captcha'>(shownFields(rules), { affiliateCode: 'AGENT01' });
  useEffect(() => {
    latest.form = form;
  });
  return <RegisterFields form={form} dialingCode="+84" onDialingCode={() => undefined} ownAccount={ownAccount} onSendCode={onSendCode} />;
}

describe('RegisterFields', () => {
  it('shows the enabled fields in order with their rule length, and the SMS code beside its button', async () => {
    renderWithBoot(<Fields onSendCode={vi.fn().mockResolvedValue(null)} />);
    const username = await screen.findByLabelText(/^Username/);
    expect(username).toHaveAttribute('maxlength', '12');
    expect(username).toHaveAttribute('placeholder', '6-12 characters');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Invitation code/)).toHaveValue('AGENT01');
    expect(screen.getByRole('combobox', { name: 'Country dialing code' })).toHaveValue('+84');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full name/)).not.toBeInTheDocument();
  });

  it("fills nothing of the browser's in when the account is someone else's", async () => {
    renderWithBoot(<Fields ownAccount={false} />);
    expect(await screen.findByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveAttribute('autocomplete', 'off');
  });

  it('checks a filled field on blur, again while it shows an error, and all on checkAll', async () => {
    const { user } = renderWithBoot(<Fields />);
    const username = await screen.findByLabelText(/^Username/);
    await user.click(username);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // empty: nothing said on blur
    await user.type(username, '1abc');
    await user.tab();
    expect(username).toHaveAccessibleDescription(/6-12/);
    await user.clear(username);
    await user.type(username, 'player01');
    expect(username).not.toHaveAccessibleDescription();
    await user.type(screen.getByLabelText(/^Password/), 'abc12345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abc12346');
    const found = latest.form!.checkAll();
    expect(Object.keys(found).sort()).toEqual(['confirmPassword', 'verificationCode']);
    expect(found.confirmPassword).toBe('Incorrect confirmation input');
  });

  it("puts the server's refusals on the field they name, worded by its rule", async () => {
    renderWithBoot(<Fields />);
    await screen.findByLabelText(/^Username/);
    const refusal = (errorCode: string, field?: string) => new ApiError({ status: 400, errorCode, message: 'Refused.', field });
    expect(latest.form!.serverErrors(refusal('field.invalid', 'username')).username).toMatch(/6-12/);
    expect(latest.form!.serverErrors(refusal('field.required', 'email'))).toEqual({ email: 'This field cannot be empty.' });
    expect(latest.form!.serverErrors(refusal('password.mismatch'))).toEqual({ confirmPassword: 'Incorrect confirmation input' });
    expect(Object.keys(latest.form!.serverErrors(refusal('other', 'nosuchfield')))).toEqual(['form']);
    expect(latest.form!.serverErrors(new Error('offline')).form).toBeTruthy();
  });
});
