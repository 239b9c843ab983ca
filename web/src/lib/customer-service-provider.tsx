import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/error-message';
import { CustomerServiceContext, openCustomerService, type CustomerServiceState } from '@/lib/customer-service';

type Problem = { kind: 'failed'; message: string } | { kind: 'blocked'; url: string } | null;

/** Opens customer service for the whole site and says so in words when it could not. */
export function CustomerServiceProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const busy = useRef(false);

  const open = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setOpening(true);
    setProblem(null);
    openCustomerService(t('cs_connecting'))
      .then(
        (result) => {
          if (result.kind === 'blocked') setProblem({ kind: 'blocked', url: result.url });
        },
        (error: unknown) => setProblem({ kind: 'failed', message: errorMessage(error) }),
      )
      .finally(() => {
        busy.current = false;
        setOpening(false);
      });
  }, [t]);

  const value = useMemo<CustomerServiceState>(() => ({ open, opening }), [open, opening]);
  const close = () => setProblem(null);

  return (
    <CustomerServiceContext.Provider value={value}>
      {children}
      <Modal
        open={problem !== null}
        onClose={close}
        role="alertdialog"
        title={t('cs_title')}
        footer={
          <Button variant={problem?.kind === 'blocked' ? 'secondary' : 'primary'} onClick={close} data-autofocus>
            {t('ok')}
          </Button>
        }
      >
        {problem?.kind === 'failed' ? (
          <>
            <p>{problem.message}</p>
            <p>{t('cs_closed')}</p>
          </>
        ) : null}
        {problem?.kind === 'blocked' ? (
          <>
            <p>{t('cs_blocked')}</p>
            <p>
              <a href={problem.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                {t('cs_open_link')}
              </a>
            </p>
          </>
        ) : null}
      </Modal>
    </CustomerServiceContext.Provider>
  );
}
