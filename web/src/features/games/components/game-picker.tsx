import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button } from '@/components/button';
import { LazyImage } from '@/components/lazy-image';
import { Spinner } from '@/components/spinner';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { brokenImage, resolveImage } from '@/lib/images';
import { getGameList, getHotGames, type Game } from '@/features/games/api/games';
import { launchKey, useGameLauncher } from '@/features/games/hooks/game-launcher-context';
import styles from '@/features/games/components/game-launcher.module.css';

const loadGames = (path: string): Promise<Game[]> =>
  path.includes('GCSGAME_hotGamesV2') ? getHotGames(path) : getGameList(path).then((page) => page.games);

/** A list of games to launch instead (popular games of other vendors, or one vendor's games). */
export function GamePicker({ path, label, limit, exclude }: { path: string; label: string; limit?: number; exclude?: string }) {
  const { t } = useTranslation('shell');
  const { imageCdn } = useBoot();
  const { launch, launching } = useGameLauncher();
  const { data, error, isLoading, mutate } = useSWR<Game[]>(path, loadGames, { revalidateOnFocus: false });
  if (isLoading) return <Spinner label={t('game_list_loading')} />;
  if (error) {
    return (
      <div>
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  const games = (data ?? []).filter((game) => game.vassalage !== exclude).slice(0, limit);
  if (games.length === 0) return <p>{t('game_list_empty')}</p>;
  return (
    <ul className={styles.picker} aria-label={label}>
      {games.map((game) => (
        <li key={`${game.vassalage}-${game.gameId}`}>
          <button
            type="button"
            className={styles.item}
            disabled={launching !== null}
            aria-busy={launching === launchKey(game) || undefined}
            onClick={() => void launch(game)}
          >
            <LazyImage src={resolveImage(game.icon, imageCdn)} fallbackSrc={brokenImage(imageCdn)} width={56} height={56} />
            <span>{game.gameName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
