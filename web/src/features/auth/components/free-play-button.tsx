import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/button';
import { WarningDialog } from '@/components/warning-dialog';
import { MODULES } from '@/config/constants';
import { paths } from '@/config/paths';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useFreePlay } from '@/features/auth/api/free-play';
import { useAfterLogin } from '@/features/auth/hooks/use-after-login';

/** "Try for free" (FREEPLAY3): a trial account, then the home page. */
export function FreePlayButton({ onDone, ...button }: { onDone?: () => void } & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const navigate = useNavigate();
  const { submit, isMutating } = useFreePlay();
  const afterLogin = useAfterLogin();
  const [failure, setFailure] = useState<string | null>(null);
  if (!isModuleOn(boot, MODULES.freePlay)) return null;

  const start = async () => {
    try {
      const result = await submit();
      await afterLogin({ ...result, forcePasswordChange: false }, null);
      onDone?.();
      navigate(paths.home);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="ghost" {...button} loading={isMutating} onClick={() => void start()}>
        {t('free_play')}
      </Button>
      <WarningDialog open={failure !== null} message={failure ?? ''} onConfirm={() => setFailure(null)} />
    </>
  );
}
