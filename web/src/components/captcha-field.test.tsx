import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField } from '@/components/captcha-field';
import { captchaClock } from '@/lib/captcha';
import { answer, fail } from '@/testing/handlers/envelope';
import { renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('CaptchaField', () => {
  it('waits out a refusal for asking too soon and then shows the picture', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/captcha', () => {
        calls += 1;
        return calls === 1 ? fail(429, 'TOO_MANY_REQUESTS', 'too soon', undefined, { retryAfter: 1 }) : answer('/wps/captcha', PNG);
      }),
    );
    const waits = vi.spyOn(captchaClock, 'sleep');
    renderWithBoot(<CaptchaField value="" onChange={vi.fn()} />);
    expect(await screen.findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
    expect(calls).toBe(2);
    // The second ask waited the second the refusal named.
    expect(Math.max(...waits.mock.calls.map(([ms]) => ms))).toBeGreaterThan(990);
  });

  it('says the picture did not load, and the refresh button fetches it again', async () => {
    let broken = true;
    server.use(
      http.get('*/wps/captcha', () => (broken ? fail(502, 'upstream.unavailable', 'down') : answer('/wps/captcha', PNG))),
    );
    renderWithBoot(<CaptchaField value="" onChange={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not loaded');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Show another code' }));
    expect(await screen.findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
  });
});
