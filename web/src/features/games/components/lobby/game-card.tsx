import { useTranslation } from 'react-i18next';
import { LazyImage } from '@/components/lazy-image';
import { brokenImage, resolveImage } from '@/lib/images';
import type { Game } from '@/features/games/api/games';
import { cx } from '@/lib/cx';
import badgeStyles from '@/features/games/components/badge.module.css';
import styles from '@/features/games/components/lobby/game-card.module.css';

const flag = (value: number | boolean | null | undefined) => value === 1 || value === true;

interface GameCardProps {
  game: Game;
  imageCdn: string | null;
  favorite: boolean;
  /** Shown only to members. */
  showFavorite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavorite: (game: Game) => void;
}

/** One game of a lobby: icon, name, NEW/HOT badges and the favourite star. */
export function GameCard({ game, imageCdn, favorite, showFavorite, launching, onLaunch, onToggleFavorite }: GameCardProps) {
  const { t } = useTranslation('games');
  return (
    <li className={styles.card}>
      {/* Named by what it shows (the game's name, then its badges), so the name a player hears
          or says to voice control is the text they see; the name comes first in the DOM and
          the picture is moved above it by CSS. */}
      <button type="button" className={styles.launch} aria-busy={launching || undefined} onClick={() => onLaunch(game)}>
        <span className={styles.name} dir="auto">
          {game.gameName}
        </span>{' '}
        <span className={styles.media}>
          <LazyImage
            className={styles.icon}
            src={resolveImage(game.icon, imageCdn)}
            fallbackSrc={brokenImage(imageCdn)}
            width={160}
            height={160}
          />
          <span className={styles.badges}>
            {flag(game.isNew) ? <span className={cx(badgeStyles.badge, badgeStyles.new)}>{t('badge_new')}</span> : null}{' '}
            {flag(game.isHot) ? <span className={cx(badgeStyles.badge, badgeStyles.hot)}>{t('badge_hot')}</span> : null}
          </span>
        </span>
      </button>
      {showFavorite ? (
        <button
          type="button"
          className={cx(styles.fav, favorite && styles.isOn)}
          aria-pressed={favorite}
          aria-label={t(favorite ? 'favorite_remove' : 'favorite_add', { name: game.gameName })}
          onClick={() => onToggleFavorite(game)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
              fill={favorite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

export function GameCardSkeletons({ count = 12 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`skeleton-${i}`} className={cx(styles.card, styles.skeleton)} aria-hidden="true" />
      ))}
    </>
  );
}
