import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { WarningDialog } from '@/components/warning-dialog';
import { errorMessage } from '@/lib/error-message';

interface SendCodeButtonProps {
  /**
   * Sends the code; resolves to the countdown in seconds, or null when nothing was sent
   * (the caller showed a field error). A rejection shows the server's message in a warning.
   */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  /** A small button whose countdown shows only the seconds (the header's one-row form). */
  compact?: boolean;
}

/** "Send code", then a countdown (disabled until 0), as SPEC.md section 4 describes for SMS codes. */
export function SendCodeButton({ onSend, disabled, compact = false }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const send = async () => {
    setSending(true);
    try {
      const countdown = await onSend();
      if (countdown !== null && countdown > 0) {
        setSeconds(Math.ceil(countdown));
        setEndsAt(Date.now() + countdown * 1000);
      }
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => void send()}
        disabled={disabled || seconds > 0}
        loading={sending}
        size={compact ? 'sm' : undefined}
        // The short countdown keeps the row's width; the name still says what it waits for.
        aria-label={compact && seconds > 0 ? t('resend_in', { seconds }) : undefined}
      >
        {seconds > 0 ? t(compact ? 'resend_in_short' : 'resend_in', { seconds }) : t('send_code')}
      </Button>
      <WarningDialog open={failure !== null} message={failure ?? ''} onConfirm={() => setFailure(null)} />
    </>
  );
}
