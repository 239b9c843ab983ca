import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import pageStyles from '@/components/page.module.css';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import type { Schemas } from '@/types/api';
import styles from '@/features/seamless/components/seamless-page.module.css';

/** isSingle: one wallet only; autoTransfer: a launch moves the money into the game's wallet. */
export type BrandWallet = Schemas['MerchantWallet'];

export interface SeamlessPageProps {
  /** GCS_merchantWallet of a real member, once known. */
  wallet: BrandWallet | undefined;
  error: unknown;
  onRetry: () => void;
  /** The wallets, "recover all" and the auto-transfer switch, shown for a wallet per vendor. */
  walletTools: ReactNode;
}

/**
 * /seamless: what a seamless wallet is, then whether this brand's wallet is single or one per
 * game provider and, for the latter, the member's wallets and the auto-transfer switch.
 * Visitors get the explanation and a log-in prompt; trial accounts have no wallets.
 */
export function SeamlessPage({ wallet, error, onRetry, walletTools }: SeamlessPageProps) {
  const { t } = useTranslation('seamless');
  const { session } = useBoot();
  const title = t('title');

  useEffect(() => {
    document.title = title;
  }, [title]);

  let body: ReactNode;
  if (!session.loggedIn) body = <VisitorPrompt />;
  else if (session.accountType === TRIAL_ACCOUNT_TYPE) body = <Alert tone="info">{t('trial_text')}</Alert>;
  else if (error) body = <RecordError error={error} onRetry={onRetry} />;
  else if (!wallet) body = <Spinner size="lg" label={t('loading')} />;
  else body = <MemberWallet wallet={wallet} walletTools={walletTools} />;

  return (
    <div className={styles.page}>
      <header>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>
      <section className={styles.panel} aria-labelledby="seamless-what">
        <h2 id="seamless-what" className={pageStyles.sectionTitle}>
          {t('what_title')}
        </h2>
        <ul className={styles.kinds}>
          <li>{t('what_single')}</li>
          <li>{t('what_vendor')}</li>
        </ul>
      </section>
      {body}
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('seamless');
  const { openLogin, openRegister } = useAuthModals();
  return (
    <section className={styles.prompt} role="note">
      <p>{t('visitor_text')}</p>
      <div className={styles.actions}>
        <Button onClick={openLogin}>{t('log_in')}</Button>
        <Button variant="secondary" onClick={openRegister}>
          {t('register')}
        </Button>
      </div>
    </section>
  );
}

function MemberWallet({ wallet, walletTools }: { wallet: BrandWallet; walletTools: ReactNode }) {
  const { t } = useTranslation('seamless');
  const text = t(wallet.isSingle ? 'single_text' : 'vendor_text');
  return (
    <section className={styles.panel} aria-labelledby="seamless-yours">
      <div className={styles.yoursHead}>
        <h2 id="seamless-yours" className={pageStyles.sectionTitle}>
          {t('yours_title')}
        </h2>
        <span className={styles.badge}>{t(wallet.isSingle ? 'single_badge' : 'vendor_badge')}</span>
      </div>
      <p className={styles.state}>{text}</p>
      {wallet.isSingle ? null : walletTools}
    </section>
  );
}
