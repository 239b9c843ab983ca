import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { EmptyState } from '@/components/empty-state';
import { ChevronLeftIcon } from '@/components/icons';
import { LazyImage } from '@/components/lazy-image';
import pageStyles from '@/components/page.module.css';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { brokenImage, resolveImage } from '@/lib/images';
import { htmlToReact } from '@/lib/safe-html';
import { usePromotionDetail, type PromotionDetail } from '@/features/promotions/api/get-promotion-detail';
import { usePromotionStates } from '@/features/promotions/api/get-promotion-states';
import { ApplicationForm } from '@/features/promotions/components/application-form';
import { PromotionAction } from '@/features/promotions/components/promotion-action';
import { PromotionWindow } from '@/features/promotions/components/promotion-window';
import styles from '@/features/promotions/components/promotion-detail-page.module.css';

/** The id of ?id=N: a positive whole number, else null (nothing to ask for). */
function promotionId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** /promoDetail?id=N: banner, window, rich content, rules, the player's state and, for APPLY promotions, the application. */
export function PromotionDetailPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  const id = promotionId(params.get('id'));
  const detail = usePromotionDetail(id);
  const notFound = id === null || (isApiError(detail.error) && (detail.error.status === 404 || detail.error.errorCode === 'promotion.not.found'));

  let body: ReactNode;
  if (notFound) body = <NotFound />;
  else if (detail.error) body = <RecordError error={detail.error} onRetry={() => void detail.mutate()} />;
  else if (!detail.data) body = <Spinner size="lg" label={t('loading_detail')} />;
  else body = <Detail promotion={detail.data} />;

  return (
    <section className={cx(pageStyles.page, pageStyles.narrow)}>
      <Link to={paths.promotions} className={styles.back}>
        <ChevronLeftIcon width={16} height={16} />
        {t('back')}
      </Link>
      {body}
    </section>
  );
}

function NotFound() {
  const { t } = useTranslation('promotions');
  return (
    <EmptyState title={t('not_found_title')} action={<Link to={paths.promotions}>{t('not_found_back')}</Link>}>
      {t('not_found_text')}
    </EmptyState>
  );
}

function Detail({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('promotions');
  const { brand, imageCdn, session } = useBoot();
  const states = usePromotionStates();
  const [sent, setSent] = useState(false);
  const state = states.data?.list.find((item) => item.promotionId === promotion.id);
  const content = useMemo(() => htmlToReact(promotion.content), [promotion.content]);
  const canApply = promotion.mode === 'APPLY' && session.loggedIn && (state?.state === 'JOIN' || state?.state === 'REJECTED');

  useEffect(() => {
    document.title = `${promotion.title} | ${brand.name}`;
  }, [promotion.title, brand.name]);

  return (
    <article className={styles.detail}>
      <div className={styles.banner}>
        <LazyImage src={resolveImage(promotion.banner, imageCdn)} fallbackSrc={brokenImage(imageCdn)} alt="" loading="eager" />
      </div>
      <h1 className={pageStyles.title}>{promotion.title}</h1>
      <PromotionWindow promotion={promotion} />
      <p className={pageStyles.lead}>{promotion.summary}</p>
      {states.error ? <RecordError error={states.error} onRetry={() => void states.mutate()} /> : null}
      <PromotionAction promotion={promotion} state={state} loading={states.isLoading} onDetailPage />
      {sent ? <Alert tone="success">{t('application_sent')}</Alert> : null}
      <div className={styles.content} data-testid="promotion-content">
        {content}
      </div>
      {promotion.rules.length > 0 ? (
        <section aria-labelledby="promotion-rules">
          <h2 id="promotion-rules" className={pageStyles.sectionTitle}>
            {t('rules')}
          </h2>
          <ol className={styles.rules}>
            {promotion.rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {canApply ? <ApplicationForm promotionId={promotion.id} onSent={() => setSent(true)} /> : null}
    </article>
  );
}
