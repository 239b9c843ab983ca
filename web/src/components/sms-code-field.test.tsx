import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeField } from '@/components/sms-code-field';
import { renderWithBoot } from '@/testing/render';

function Code({ onSend }: { onSend: () => Promise<number | null> }) {
  const [code, setCode] = useState('');
  return <SmsCodeField label="SMS code" value={code} onChange={(event) => setCode(event.target.value)} onSend={onSend} />;
}

afterEach(() => vi.useRealTimers());

describe('SmsCodeField', () => {
  it('is a required one-time code with "Send code" and its countdown beside it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSend = vi.fn().mockResolvedValue(2);
    const { user } = renderWithBoot(<Code onSend={onSend} />);
    const input = await screen.findByRole('textbox', { name: /^SMS code/ });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.type(input, '123456');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /Resend in 2 s/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('stays ready to send when the caller sent nothing (a field error instead)', async () => {
    const onSend = vi.fn().mockResolvedValue(null);
    const { user } = renderWithBoot(<Code onSend={onSend} />);
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});
