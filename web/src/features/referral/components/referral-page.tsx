import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { QR_CODE_SIZE } from '@/config/constants';
import { toMinor } from '@/lib/amount';
import { useMoney } from '@/lib/use-money';
import { useReferralInfo, type ReferralInfo } from '@/features/referral/api/get-referral-info';
import { CopyField } from '@/features/referral/components/copy-field';
import { InviteeList } from '@/features/referral/components/invitee-list';
import styles from '@/features/referral/components/referral.module.css';

/** The invitation link as friends open it: the relay's site-relative link on this site's origin. */
const invitationLink = (link: string): string => new URL(link, window.location.origin).toString();

/** Invite friends (referral): the code, the link and its QR code, the rule, the totals and the invitees. */
export function ReferralPage() {
  const { t } = useTranslation('referral');
  const info = useReferralInfo();

  if (info.error) return <RecordError error={info.error} onRetry={() => void info.mutate()} />;
  if (!info.data) return <Spinner size="lg" label={t('loading')} />;

  return (
    <div className={styles.page}>
      <Invitation info={info.data} />
      <Rule info={info.data} />
      <Totals info={info.data} />
      <InviteeList />
    </div>
  );
}

function Invitation({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const headingId = useId();
  const link = invitationLink(info.link);
  return (
    <section className={styles.invitation} aria-labelledby={headingId}>
      <div className={styles.qr}>
        <QRCodeSVG value={link} size={QR_CODE_SIZE} marginSize={2} title={t('qr_title')} />
      </div>
      <div className={styles.share}>
        <h4 id={headingId} className={styles.heading}>
          {t('invite_heading')}
        </h4>
        <p className={styles.muted}>{t('invite_text')}</p>
        <CopyField label={t('code')} value={info.code} copyLabel={t('copy_code')} copiedText={t('copied_code')} />
        <CopyField label={t('link')} value={link} copyLabel={t('copy_link')} copiedText={t('copied_link')} />
      </div>
    </section>
  );
}

function Rule({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const headingId = useId();
  const { minDeposit, minValidBet, withinDays, reward } = info.rule;
  const betToo = minValidBet ? toMinor(minValidBet) > 0n : false;
  const words = { deposit: money(minDeposit), days: withinDays, count: withinDays, reward: money(reward) };
  return (
    <section className={styles.rule} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('rule_heading')}
      </h4>
      <ol className={styles.steps}>
        <li>{t('step_share')}</li>
        <li>{t('step_register')}</li>
        <li>{betToo ? t('step_play_bet', { ...words, bet: money(minValidBet ?? '0') }) : t('step_play', words)}</li>
        <li>{t('step_reward', words)}</li>
      </ol>
      <p className={styles.muted}>{t('rule_note')}</p>
    </section>
  );
}

function Totals({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const figures = [
    { label: t('total_invited'), value: String(info.invited) },
    { label: t('total_qualified'), value: String(info.qualified) },
    { label: t('total_rewarded'), value: money(info.rewarded) },
  ];
  return (
    <dl className={styles.totals} aria-label={t('totals')}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
