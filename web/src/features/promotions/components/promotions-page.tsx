import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import pageStyles from '@/components/page.module.css';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import { useBoot } from '@/lib/bootstrap';
import { usePromotionList, type Promotion, type PromotionType } from '@/features/promotions/api/get-promotion-list';
import { usePromotionStates, type PromotionState } from '@/features/promotions/api/get-promotion-states';
import { PromotionCard } from '@/features/promotions/components/promotion-card';
import styles from '@/features/promotions/components/promotions-page.module.css';

type Tab = PromotionType | 'ALL';

/** The order of the tabs after ALL; only types that have promotions get one. */
const TYPE_ORDER: readonly PromotionType[] = [
  'DEPOSIT',
  'NEWBIE',
  'SLOTS',
  'LIVE',
  'SPORTS',
  'CARD',
  'FISH',
  'LOTTO',
  'REBATE',
  'RANKING',
  'POINTS_MALL',
  'APP_DOWNLOAD',
  'OTHER',
];
const isType = (value: string | null): value is PromotionType => TYPE_ORDER.includes(value as PromotionType);

/** /promotions: a tab per type, a card per promotion with the player's state in it. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const { brand } = useBoot();
  const list = usePromotionList();
  const states = usePromotionStates();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const tab: Tab = isType(asked) ? asked : 'ALL';
  const panelId = useId();

  useEffect(() => {
    document.title = `${t('title')} | ${brand.name}`;
  }, [t, brand.name]);

  const byId = useMemo(() => new Map((states.data?.list ?? []).map((state) => [state.promotionId, state])), [states.data]);
  const promotions = list.data?.list ?? [];
  // A type asked for in the address keeps its tab even when it has nothing (its empty state says so).
  const types = TYPE_ORDER.filter((type) => type === tab || promotions.some((promotion) => promotion.type === type));
  const shown = tab === 'ALL' ? promotions : promotions.filter((promotion) => promotion.type === tab);
  const label = (id: Tab) => t(`type_${id}`);
  const choose = (id: Tab) => setParams(id === 'ALL' ? {} : { type: id }, { replace: true });

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      {list.error ? (
        <RecordError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <LoadingCards />
      ) : (
        <>
          <Tabs
            label={t('tabs_label')}
            tabs={(['ALL', ...types] as Tab[]).map((id) => ({ id, label: label(id) }))}
            value={tab}
            onChange={choose}
            panelId={panelId}
            className={styles.tabs}
          />
          <TabPanel id={panelId} tab={tab}>
            {states.error ? <RecordError error={states.error} onRetry={() => void states.mutate()} /> : null}
            {shown.length === 0 ? (
              <EmptyState title={tab === 'ALL' ? t('empty_all') : t('empty_type', { type: label(tab) })}>{t('empty_text')}</EmptyState>
            ) : (
              <PromotionGrid promotions={shown} states={byId} statesLoading={states.isLoading} label={label(tab)} />
            )}
          </TabPanel>
        </>
      )}
    </section>
  );
}

interface PromotionGridProps {
  promotions: Promotion[];
  states: Map<number, PromotionState>;
  statesLoading: boolean;
  label: string;
}

function PromotionGrid({ promotions, states, statesLoading, label }: PromotionGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} state={states.get(promotion.id)} statesLoading={statesLoading} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the list loads. */
function LoadingCards() {
  const { t } = useTranslation('promotions');
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={t('loading')} />
      <ul className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}
