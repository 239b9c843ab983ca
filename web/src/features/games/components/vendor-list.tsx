import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { useBoot } from '@/lib/bootstrap';
import { lobbyTabPath } from '@/config/paths';
import { brokenImage, resolveImage } from '@/lib/images';
import type { VendorCard } from '@/features/games/api/get-game-vendors';
import { useGameLauncher } from '@/features/games/hooks/game-launcher-context';
import { isHot } from '@/features/games/hooks/use-game-categories';
import { cx } from '@/lib/cx';
import badgeStyles from '@/features/games/components/badge.module.css';
import styles from '@/features/games/components/vendor-list.module.css';

interface VendorListProps {
  vendors: VendorCard[];
  path: string;
  /** The category's game type, for vendors launched from the list. */
  gameType?: string;
  onChoose?: () => void;
}

/**
 * The vendors of one category: small icon, display name and a HOT badge. A vendor links to its
 * lobby tab; a VASSALAGE vendor (isGame) opens the pop-up list of its games instead (SPEC.md
 * section 4), which asks a visitor to log in first.
 */
export function VendorList({ vendors, path, gameType, onChoose }: VendorListProps) {
  const { t } = useTranslation('shell');
  const { imageCdn } = useBoot();
  const { launch } = useGameLauncher();
  const choose = (event: MouseEvent, vendor: VendorCard) => {
    if (vendor.isGame === 'VASSALAGE') {
      event.preventDefault();
      void launch({ ...vendor, gameType: vendor.gameType ?? gameType });
    }
    onChoose?.();
  };
  return (
    <ul className={cx(styles.list, vendors.length > 6 && styles.many)}>
      {vendors.map((vendor) => (
        <li key={`${vendor.vassalage}-${vendor.accountTypeName ?? ''}-${vendor.displayName}`}>
          <Link
            className={styles.item}
            to={lobbyTabPath(path, vendor.vassalage)}
            onClick={(event) => choose(event, vendor)}
          >
            <LazyImage
              className={styles.icon}
              src={resolveImage(vendor.smallIcon, imageCdn)}
              fallbackSrc={brokenImage(imageCdn)}
              width={36}
              height={36}
            />
            <span className={styles.name}>{vendor.displayName}</span>
            {isHot(vendor) ? <span className={cx(badgeStyles.badge, badgeStyles.hot)}>{t('hot')}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
