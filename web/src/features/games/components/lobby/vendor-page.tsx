import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LazyImage } from '@/components/lazy-image';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { brokenImage, resolveImage } from '@/lib/images';
import { launchKey, useGameLauncher } from '@/features/games/hooks/game-launcher-context';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { isHot, useGameCategories } from '@/features/games/hooks/use-game-categories';

/** A category page (/esports, /cockfight, /sports): one card per vendor, each launches its lobby game. */
export function VendorPage({ gameType }: { gameType: string }) {
  const { t } = useTranslation('games');
  const label = useCategoryLabel();
  const { imageCdn } = useBoot();
  const { launch, launching } = useGameLauncher();
  const [params] = useSearchParams();
  const { categories, isLoading, error, retry } = useGameCategories();
  const category = categories.find((entry) => entry.gameType === gameType);
  const title = label(gameType, category?.title ?? gameType);
  const highlighted = params.get('vassalage') ?? params.get('page');

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className="lobby container">
      <h1 className="lobby__title">{title}</h1>
      {isLoading ? (
        <ul className="vendor-cards" aria-busy="true" aria-label={t('loading_vendors')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="vendor-card vendor-card--skeleton" />
          ))}
        </ul>
      ) : error ? (
        <EmptyState title={t('vendors_error')} action={<Button onClick={retry}>{t('retry', { ns: 'common' })}</Button>}>
          {errorMessage(error)}
        </EmptyState>
      ) : !category ? (
        <EmptyState title={t('no_vendors')} />
      ) : (
        <ul className="vendor-cards">
          {category.vendors.map((vendor) => (
            <li key={`${vendor.vassalage}-${vendor.displayName}`}>
              <button
                type="button"
                className={`vendor-card${highlighted === vendor.vassalage ? ' is-highlighted' : ''}`}
                aria-busy={launching === launchKey(vendor) || undefined}
                onClick={() => void launch({ ...vendor, gameType: vendor.gameType ?? gameType })}
              >
                <LazyImage
                  className="vendor-card__icon"
                  src={resolveImage(vendor.smallIcon, imageCdn)}
                  fallbackSrc={brokenImage(imageCdn)}
                  width={64}
                  height={64}
                />
                <span className="vendor-card__name">{vendor.displayName}</span>
                {isHot(vendor) ? <span className="badge badge--hot">{t('badge_hot')}</span> : null}
                <span className="vendor-card__play">{t('play_now')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
