import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { fetcher, getRequestLanguage, type ApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { zonedDate } from '@/lib/date-range';
import { useBrandTime } from '@/lib/use-brand-time';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { paths } from '@/config/paths';
import {
  currentPath,
  getCurrent,
  getMenu,
  menuPath,
  openedPath,
  ticketsPath,
  type CurrentIssue,
  type LotteryGame,
  type LotteryGroup,
  type LotteryKind,
  type OpenedNumbers,
  type Ticket,
} from '@/features/lottery/api/lottery';
import { BetSlip } from '@/features/lottery/components/bet-slip';
import { useNow } from '@/features/lottery/hooks/use-now';
import { formatCountdown, vnTiers } from '@/features/lottery/utils/bet-rules';
import buttonStyles from '@/components/button.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/lottery/components/lottery.module.css';

/** A lottery page (/seaLottery, /vnlottery, /lottery): game list, open issue, bet slip, results, tickets. */
export function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const language = getRequestLanguage();
  const menu = useSWR<LotteryGroup[], ApiError>([menuPath(kind, language), kind] as const, getMenu, {
    revalidateOnFocus: false,
  });
  const games = (menu.data ?? []).flatMap((group) => group.games);
  const wanted = params.get('gameCode');
  const selected = games.find((game) => game.gameCode === wanted) ?? games[0];

  const select = (game: LotteryGame) => {
    setParams({ gameCode: game.gameCode }, { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1>{t(`title_${kind}`)}</h1>
      <LotterySwitcher current={kind} />
      {menu.isLoading ? (
        <Spinner label={t('loading')} />
      ) : menu.error ? (
        <div>
          <p role="alert">{errorMessage(menu.error)}</p>
          <Button variant="secondary" onClick={() => void menu.mutate()}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      ) : !selected ? (
        <p>{t('games_empty')}</p>
      ) : (
        <div className={styles.body}>
          <nav className={styles.games} aria-label={t('games')}>
            {(menu.data ?? []).map((group) => (
              <section key={group.gameGroupCode} className={styles.gamesGroup}>
                <h2 className={styles.gamesLabel}>{group.labelName}</h2>
                <ul>
                  {group.games.map((game) => (
                    <li key={game.gameCode}>
                      <button
                        type="button"
                        className={styles.gamesItem}
                        aria-pressed={game.gameCode === selected.gameCode}
                        onClick={() => select(game)}
                      >
                        {game.gameName}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <GameBoard
            key={selected.gameCode}
            game={selected}
            initialPlayType={selected.gameCode === wanted ? params.get('playType') : null}
          />
        </div>
      )}
    </div>
  );
}

/** Lottery pages in switcher order; the header's LOTT and ELOTT items reach only SEA (SPEC.md section 2). */
const KIND_PATHS: readonly (readonly [LotteryKind, string])[] = [
  ['sea', paths.seaLottery],
  ['vn', paths.vnLottery],
  ['e', paths.lottery],
];

/**
 * The way between the lottery pages: the navigation launches the TCG_SEA vendor (SEA lottery),
 * so the Vietnam lottery (TCG_LOTTO_VN) and the e-lottery are one click away from there.
 */
function LotterySwitcher({ current }: { current: LotteryKind }) {
  const { t } = useTranslation('lottery');
  return (
    <nav className={styles.switcher} aria-label={t('switcher')}>
      <ul>
        {KIND_PATHS.map(([kind, path]) => (
          <li key={kind}>
            <Link to={path} className={cx(buttonStyles.chip, kind === current && buttonStyles.isActive)} aria-current={kind === current ? 'page' : undefined}>
              {t(`title_${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GameBoard({ game, initialPlayType }: { game: LotteryGame; initialPlayType: string | null }) {
  const { t } = useTranslation('lottery');
  const clock = useBrandTime();
  const now = useNow();
  const current = useSWR<CurrentIssue, ApiError>(currentPath(game.gameCode), getCurrent, {
    revalidateOnFocus: false,
    // While closed, ask every second until the next issue is open.
    refreshInterval: (data) => (data && closesAt(data) <= Date.now() ? 1000 : 0),
  });
  const data = current.data;
  const remaining = data ? closesAt(data) - now : null;
  const closed = remaining !== null && remaining <= 0;

  // The moment the issue closes, fetch the next one.
  const refetchedFor = useRef<string | null>(null);
  const { mutate } = current;
  useEffect(() => {
    if (closed && data && refetchedFor.current !== data.issue) {
      refetchedFor.current = data.issue;
      void mutate();
    }
  }, [closed, data, mutate]);

  return (
    <div className={styles.board}>
      <section className={styles.issue} aria-label={t('current_issue')}>
        <h2>{game.gameName}</h2>
        {current.isLoading ? (
          <Spinner size="sm" label={t('loading')} />
        ) : current.error || !data ? (
          <p role="alert">{errorMessage(current.error)}</p>
        ) : (
          <>
            <p>{t('issue', { issue: data.issue })}</p>
            {closed ? (
              <p role="status">
                {t('closed')}
              </p>
            ) : (
              <p className={styles.countdown}>
                {t('closes_in')}{' '}
                <span role="timer" aria-label={t('closes_in')}>
                  {formatCountdown(remaining ?? 0)}
                </span>
              </p>
            )}
            <p>{t('draw_at', { time: clock.dateTime(Date.parse(data.drawTime)), zone: clock.label })}</p>
            <p>{schedule(data.period, t)}</p>
          </>
        )}
      </section>
      <BetSlip
        game={game}
        current={data}
        closed={closed || !data}
        initialPlayType={initialPlayType}
        onIssueClosed={() => void mutate()}
      />
      <Results
        gameCode={game.gameCode}
        issue={data?.issue ?? ''}
        today={zonedDate(now + (data ? clockOffset(data) : 0), clock.zone)}
        faces={faces(data)}
      />
      <MyTickets gameCode={game.gameCode} issue={data?.issue ?? ''} />
    </div>
  );
}

/** How far the server clock is ahead of the client's (ms), from the issue's answer. */
function clockOffset(data: CurrentIssue): number {
  const server = Date.parse(data.serverTime);
  return Number.isNaN(server) ? 0 : server - data.receivedAt;
}

/** Closing time on the client clock (the server clock offset applied). */
function closesAt(data: CurrentIssue): number {
  return Date.parse(data.closeTime) - clockOffset(data);
}

/** Fish Prawn Crab's dice show symbols: faces 1-6 are its symbol pick's options, in order. */
function faces(data: CurrentIssue | undefined): string[] | undefined {
  const pick = data?.plays.find((play) => play.code === 'BC_SINGLE')?.pick;
  return pick?.kind === 'choice' ? pick.options : undefined;
}

/** `today`: the brand's day on the server's clock now, yyyy-MM-dd; `faces`: symbols the dice show. */
function Results({ gameCode, issue, today, faces }: { gameCode: string; issue: string; today: string; faces?: string[] }) {
  const { t } = useTranslation('lottery');
  const clock = useBrandTime();
  // Today's draws (every minute or so) by their time; older ones (a daily draw) with the date.
  const drawn = (drawTime: string) => {
    const at = Date.parse(drawTime);
    return zonedDate(at, clock.zone) === today ? clock.time(at) : clock.dateTime(at);
  };
  const { data, error, isLoading } = useSWR<OpenedNumbers, ApiError>([openedPath(gameCode), issue] as const, fetcher, {
    revalidateOnFocus: false,
  });
  return (
    <section aria-label={t('results')}>
      <h3>{t('results')}</h3>
      {isLoading ? (
        <Spinner size="sm" label={t('loading')} />
      ) : error ? (
        <p>{errorMessage(error)}</p>
      ) : !data?.list.length ? (
        <p>{t('results_empty')}</p>
      ) : (
        <ol className={styles.resultsList}>
          {data.list.map((row) => (
            <li key={row.issue}>
              <span>{row.issue}</span>
              <time dateTime={row.drawTime}>{drawn(row.drawTime)}</time>
              <Drawn
                numbers={faces ? row.numbers.map((n) => t(`option_${faces[Number(n) - 1] ?? ''}` as 'option_BIG', { defaultValue: n })) : row.numbers}
                label={t('numbers_of', { issue: row.issue })}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How often the game draws, from its period (30s ... 10m; vn-north, vn-central, vn-south: daily). */
function schedule(period: string, t: ReturnType<typeof useTranslation<'lottery'>>['t']): string {
  return period.startsWith('vn-') ? t('period_daily') : t(`period_${period}` as 'period_1m', { defaultValue: '' });
}

/** A draw's numbers: balls, or a Vietnamese draw's prize tiers (special prize first). */
function Drawn({ numbers, label }: { numbers: string[]; label: string }) {
  const { t } = useTranslation('lottery');
  const tiers = vnTiers(numbers);
  if (!tiers) {
    return (
      <span aria-label={label}>
        {numbers.map((n, i) => (
          <span key={i} className={cx(styles.ball, styles.ballSmall)}>
            {n}
          </span>
        ))}
      </span>
    );
  }
  return (
    <dl className={styles.tiers} aria-label={label}>
      {tiers.map((tier, index) => (
        <Fragment key={index}>
          <dt>{t(`tier_${index}` as 'tier_0')}</dt>
          <dd>
            {tier.map((n, i) => (
              <span key={i}>{n}</span>
            ))}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function MyTickets({ gameCode, issue }: { gameCode: string; issue: string }) {
  const { t } = useTranslation('lottery');
  const { session } = useBoot();
  const real = session.loggedIn && session.accountType !== TRIAL_ACCOUNT_TYPE;
  const { data, error, isLoading } = useSWR<{ list: Ticket[]; total: number }, ApiError>(
    real ? ([ticketsPath(gameCode), issue] as const) : null,
    fetcher,
    { revalidateOnFocus: false },
  );
  return (
    <section aria-label={t('my_tickets')}>
      <h3>{t('my_tickets')}</h3>
      {!real ? (
        <p>{t(session.loggedIn ? 'tickets_real_account' : 'tickets_login')}</p>
      ) : isLoading ? (
        <Spinner size="sm" label={t('loading')} />
      ) : error ? (
        <p>{errorMessage(error)}</p>
      ) : !data?.list.length ? (
        <p>{t('tickets_empty')}</p>
      ) : (
        <div>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('col_ticket')}</th>
                <th scope="col">{t('col_issue')}</th>
                <th scope="col">{t('col_play')}</th>
                <th scope="col">{t('col_numbers')}</th>
                <th scope="col">{t('col_amount')}</th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col">{t('col_win')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((ticket) => (
                <tr key={ticket.ticketId}>
                  <td>{ticket.ticketId}</td>
                  <td>{ticket.issue}</td>
                  <td>{t(`play_${ticket.playType}` as 'play_LO_2D', { defaultValue: ticket.playType })}</td>
                  <td>{ticket.numbers.map((n) => (/^[A-Z_]+$/.test(n) ? t(`option_${n}` as 'option_BIG', { defaultValue: n }) : n)).join(', ')}</td>
                  <td>{formatAmount(ticket.amount)}</td>
                  <td>{t(`status_${ticket.status}`)}</td>
                  <td>{ticket.status === 'open' ? '-' : formatAmount(ticket.win)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
