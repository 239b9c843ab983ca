import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TabPanel, Tabs } from '@/components/tabs';
import { SEARCH_DEBOUNCE_MS, SESSION_KEYS } from '@/config/constants';
import type { ApiError } from '@/lib/api-client';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { readSession, writeSession } from '@/lib/storage';
import {
  GAME_CLASSIFIES,
  MEMBER_CLASSIFIES,
  gameListPath,
  getGameList,
  getHotGames,
  hotGamesPath,
  type Game,
  type GameClassify,
  type GameListPage,
} from '@/features/games/api/games';
import { GameCard, GameCardSkeletons } from '@/features/games/components/lobby/game-card';
import { launchKey, useGameLauncher } from '@/features/games/hooks/game-launcher-context';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { useDebouncedValue } from '@/features/games/hooks/use-debounced-value';
import { useFavorites } from '@/features/games/hooks/use-favorites';
import { useGameCategories } from '@/features/games/hooks/use-game-categories';
import { useInfiniteTrigger } from '@/features/games/hooks/use-infinite-trigger';
import fieldStyles from '@/components/field.module.css';
import pageStyles from '@/components/page.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/games/components/lobby/lobby-page.module.css';

/**
 * A game lobby (/rng, /bgs, /bingo, /live, /fish, /pvp, /esports, /cockfight, /sports): vendor
 * tabs, search, selection types, games.
 */
export function LobbyPage({ gameType }: { gameType: string }) {
  const { t } = useTranslation('games');
  const label = useCategoryLabel();
  const { session } = useBoot();
  const { openLogin } = useAuthModals();
  const { categories, isLoading, error, retry } = useGameCategories();
  const [params, setParams] = useSearchParams();
  const [classify, setClassify] = useState<GameClassify>('ALL');
  const vendorPanelId = useId();
  const gamesPanelId = useId();
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const category = categories.find((entry) => entry.gameType === gameType);
  const vendors = category?.vendors ?? [];
  const tabParam = gameType === 'RNG' ? 'page' : 'vassalage';
  const requested = params.get(tabParam) ?? params.get('page') ?? params.get('vassalage') ?? readSession(SESSION_KEYS.vassalage);
  const vendor = vendors.find((card) => card.vassalage === requested) ?? vendors[0];
  const title = label(gameType, category?.title ?? gameType);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // A member-only selection cannot stay on after the session ends.
  if (!session.loggedIn && MEMBER_CLASSIFIES.includes(classify)) setClassify('ALL');

  const chooseVendor = (vassalage: string) => {
    writeSession(SESSION_KEYS.vassalage, vassalage);
    setParams({ [tabParam]: vassalage }, { replace: true });
  };
  const chooseClassify = (next: GameClassify) => {
    if (MEMBER_CLASSIFIES.includes(next) && !session.loggedIn) {
      openLogin();
      return;
    }
    setClassify(next);
  };

  return (
    <div className={cx(pageStyles.container, styles.lobby)}>
      <h1 className={styles.title}>{title}</h1>
      {isLoading ? (
        <div className={cx(styles.vendors, styles.vendorsLoading)} aria-busy="true" aria-label={t('loading_vendors')} />
      ) : error ? (
        <EmptyState title={t('vendors_error')} action={<Button onClick={retry}>{t('retry', { ns: 'common' })}</Button>}>
          {errorMessage(error)}
        </EmptyState>
      ) : vendors.length === 0 ? (
        <EmptyState title={t('no_vendors')} />
      ) : (
        <>
          <div className={styles.vendors}>
            <Tabs
              label={t('vendor_tabs')}
              tabs={vendors.map((card) => ({ id: card.vassalage, label: card.displayName }))}
              value={vendor?.vassalage ?? ''}
              onChange={chooseVendor}
              panelId={vendorPanelId}
            />
          </div>
          {/* The vendor's panel holds the selection tabs, whose panel holds the games. */}
          <TabPanel id={vendorPanelId} tab={vendor?.vassalage ?? ''}>
            <div className={styles.toolbar}>
              <Tabs
                label={t('classify_tabs')}
                tabs={GAME_CLASSIFIES.map((id) => ({ id, label: t(`classify_${id}`) }))}
                value={classify}
                onChange={chooseClassify}
                panelId={gamesPanelId}
              />
              <input
                className={cx(fieldStyles.input, styles.search)}
                type="search"
                value={search}
                placeholder={t('search_placeholder')}
                aria-label={t('search_label')}
                maxLength={64}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <TabPanel id={gamesPanelId} tab={classify}>
              {vendor ? (
                session.loggedIn ? (
                  <MemberGames
                    key={`${vendor.vassalage}|${classify}|${gameName}`}
                    // The lane the vendor came from: cockfight vendors keep the upstream's SPORTS.
                    gameType={vendor.gameType ?? gameType}
                    vassalage={vendor.vassalage}
                    classify={classify}
                    gameName={gameName}
                  />
                ) : (
                  <VisitorGames
                    gameType={vendor.gameType ?? gameType}
                    vassalage={vendor.vassalage}
                    gameName={gameName}
                    onLogin={openLogin}
                  />
                )
              ) : null}
            </TabPanel>
          </TabPanel>
        </>
      )}
    </div>
  );
}

interface GridFavorites {
  isFavorite: (game: Game) => boolean;
  toggle: (game: Game) => void;
  error: string | null;
}

/**
 * Favourites of a grid whose games were fetched at `servedAt` (use-favorites.ts);
 * onChanged hears each change the server confirmed.
 */
function useGridFavorites(servedAt: number, onChanged?: (game: Game, favorite: boolean) => void): GridFavorites {
  const [error, setError] = useState<string | null>(null);
  const onError = useCallback((failure: unknown) => setError(errorMessage(failure)), []);
  const { isFavorite, toggle } = useFavorites(onError, onChanged);
  return {
    error,
    isFavorite: (game) => isFavorite(game, servedAt),
    toggle: (game) => {
      setError(null);
      void toggle(game, servedAt);
    },
  };
}

interface GridProps {
  games: Game[];
  /** Members only: the star on each card. */
  favorites: GridFavorites | null;
  children?: React.ReactNode;
}

/** The responsive grid of cards; children are appended (skeletons while loading). */
function GameGrid({ games, favorites, children }: GridProps) {
  const { t } = useTranslation('games');
  const { imageCdn } = useBoot();
  const { launch, launching } = useGameLauncher();
  return (
    <>
      {favorites?.error ? <Alert>{favorites.error}</Alert> : null}
      <ul className={styles.grid} aria-label={t('games_list')}>
        {games.map((game) => (
          <GameCard
            key={`${game.vassalage}-${game.gameId}`}
            game={game}
            imageCdn={imageCdn}
            favorite={favorites?.isFavorite(game) ?? false}
            showFavorite={favorites !== null}
            launching={launching === launchKey(game)}
            onLaunch={(chosen) => void launch(chosen)}
            onToggleFavorite={(chosen) => favorites?.toggle(chosen)}
          />
        ))}
        {children}
      </ul>
    </>
  );
}

interface MemberGamesProps {
  gameType: string;
  vassalage: string;
  classify: GameClassify;
  gameName: string;
}

/** A page of games and when it was asked for (favourite marks newer than that win over it). */
type ServedPage = GameListPage & { servedAt: number };

const getServedPage = (path: string): Promise<ServedPage> => {
  const servedAt = Date.now();
  return getGameList(path).then((page) => ({ ...page, servedAt }));
};

/** GCSGAME_gameList, page after page as the end of the grid scrolls into view. */
function MemberGames({ gameType, vassalage, classify, gameName }: MemberGamesProps) {
  const { t } = useTranslation('games');
  const getKey = (index: number, previous: ServedPage | null) => {
    if (previous && (previous.games.length === 0 || index >= previous.totalPages)) return null;
    return gameListPath({ gameType, vassalage, gameClassify: classify, gameName, pageNo: index + 1 });
  };
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ServedPage, ApiError>(getKey, getServedPage, {
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const pages = data ?? [];
  const servedAt = pages.length > 0 ? Math.min(...pages.map((page) => page.servedAt)) : 0;
  // In FAV a removal leaves at once; the refetch then brings the server's list (and paging).
  const favorites = useGridFavorites(servedAt, (_game, favorite) => {
    if (classify === 'FAV' && !favorite) void mutate();
  });
  const listed = pages.flatMap((page) => page.games);
  const games = classify === 'FAV' ? listed.filter(favorites.isFavorite) : listed;
  const last = pages[pages.length - 1];
  const hasMore = !!last && last.games.length > 0 && pages.length < last.totalPages;
  const loadingMore = !error && size > 0 && pages.length < size;
  const loadMore = () => {
    if (hasMore && !loadingMore && !error) void setSize(pages.length + 1);
  };
  const sentinel = useInfiniteTrigger<HTMLDivElement>(loadMore, hasMore && !loadingMore && !error, pages.length);

  if (isLoading) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t('loading_games')}>
        <GameCardSkeletons />
      </ul>
    );
  }
  if (error && games.length === 0) {
    return (
      <EmptyState title={t('games_error')} action={<Button onClick={() => void mutate()}>{t('retry', { ns: 'common' })}</Button>}>
        {errorMessage(error)}
      </EmptyState>
    );
  }
  if (games.length === 0) return <EmptyState title={t('no_games')}>{t('no_games_text')}</EmptyState>;

  return (
    <>
      <GameGrid games={games} favorites={favorites}>
        {loadingMore ? <GameCardSkeletons count={6} /> : null}
      </GameGrid>
      {error ? (
        <div className={styles.moreError}>
          <Alert>{errorMessage(error)}</Alert>
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      ) : null}
      {hasMore ? (
        <div ref={sentinel} className={styles.sentinel} data-testid="lobby-sentinel">
          {typeof IntersectionObserver === 'undefined' ? (
            <Button variant="secondary" onClick={loadMore}>
              {t('load_more')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className={styles.end}>{t('all_shown', { count: last?.totalCount ?? games.length })}</p>
      )}
    </>
  );
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

interface VisitorGamesProps {
  gameType: string;
  vassalage: string;
  gameName: string;
  onLogin: () => void;
}

/**
 * Visitors: the vendor's hot games of this lobby's type (no session needed; a vendor in several
 * lobbies, like TCG_SEA in lottery and e-lottery, has hot games of each) and an invitation to
 * sign in for the catalogue.
 */
function VisitorGames({ gameType, vassalage, gameName, onLogin }: VisitorGamesProps) {
  const { t } = useTranslation('games');
  const { data, error, isLoading, mutate } = useSWR<Game[], ApiError>(hotGamesPath(vassalage), getHotGames, {
    revalidateOnFocus: false,
  });
  const needle = fold(gameName);
  const games = (data ?? []).filter(
    (game) => (!game.gameType || game.gameType === gameType) && (!needle || fold(game.gameName).includes(needle)),
  );
  return (
    <>
      <div className={styles.visitor} role="note">
        <p>{t('visitor_prompt')}</p>
        <Button size="sm" onClick={onLogin}>
          {t('visitor_sign_in')}
        </Button>
      </div>
      <h2 className={pageStyles.sectionTitle}>{t('popular_games')}</h2>
      {isLoading ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('loading_games')}>
          <GameCardSkeletons />
        </ul>
      ) : error ? (
        <EmptyState title={t('games_error')} action={<Button onClick={() => void mutate()}>{t('retry', { ns: 'common' })}</Button>}>
          {errorMessage(error)}
        </EmptyState>
      ) : games.length === 0 ? (
        <EmptyState title={t('no_games')}>{t('no_games_text')}</EmptyState>
      ) : (
        <GameGrid games={games} favorites={null} />
      )}
    </>
  );
}
