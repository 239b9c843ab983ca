import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate, formatZonedTime } from '@/lib/format';
import { brandFile } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { freshPromotions, PROMO, promotionState } from '@/testing/promotion-fixtures';
import { logIn, resetWorld, world } from '@/testing/world';

const posts = (name: string) => world.calls.filter((call) => call.method === 'POST' && call.path === `/wps/relay/${name}`);
const card = (title: string) => screen.getByRole('article', { name: title });
const startOf = (id: number) => world.promotions.catalogue.find((entry) => entry.EN.id === id)?.EN.startTime ?? 0;

async function openPage(path = '/promotions') {
  const rendered = renderApp(path);
  const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
  return { ...rendered, tabs };
}

describe('promotions page', () => {
  it('has a tab per type with promotions, All first, and each tab shows its own cards', async () => {
    const { tabs, user, router } = await openPage();
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Deposit',
      'Newcomers',
      'Slots',
      'Live casino',
      'Sports',
      'Card games',
      'Fishing',
      'Lottery',
      'Rebates',
      'Leaderboards',
      'Points mall',
      'App download',
      'Other',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('list', { name: 'All' })).getAllByRole('listitem')).toHaveLength(15);

    await user.click(within(tabs).getByRole('tab', { name: 'Slots' }));
    const slots = screen.getByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Slots turnover challenge']);
    expect(router.state.location.search).toBe('?type=SLOTS');

    await user.click(within(tabs).getByRole('tab', { name: 'Deposit' }));
    const deposit = screen.getByRole('list', { name: 'Deposit' });
    expect(within(deposit).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['5% reload bonus', 'First deposit bonus']);
  });

  it('leaves out the tab of a type without promotions, and an asked-for empty type says so', async () => {
    resetWorld({ promotions: freshPromotions({ catalogue: freshPromotions().catalogue.filter((entry) => entry.EN.type !== 'FISH') }) });
    const { tabs } = await openPage();
    expect(within(tabs).queryByRole('tab', { name: 'Fishing' })).not.toBeInTheDocument();

    renderApp('/promotions?type=FISH');
    expect(await screen.findByRole('heading', { name: 'No promotions in Fishing right now' })).toBeInTheDocument();
  });

  it('says when there is no promotion at all', async () => {
    resetWorld({ promotions: freshPromotions({ catalogue: [] }) });
    await openPage();
    expect(screen.getByRole('heading', { name: 'No promotions right now' })).toBeInTheDocument();
    expect(screen.getByText('New promotions start often, please check back soon.')).toBeInTheDocument();
  });

  it("labels tabs and cards in the user's language", async () => {
    window.localStorage.setItem('lang', 'TY');
    renderApp('/promotions');
    const tabs = await screen.findByRole('tablist', { name: 'Loại khuyến mãi' });
    expect(within(tabs).getByRole('tab', { name: 'Tất cả' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Bắn cá' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Thử thách doanh thu slot' })).toBeInTheDocument();
    expect(within(card('Thử thách doanh thu slot')).getByRole('button', { name: 'Đăng nhập để tham gia' })).toBeInTheDocument();
  });

  it('shows each card with its banner, summary and window in the brand zone', async () => {
    await openPage();
    const slots = card('Slots turnover challenge');
    expect(within(slots).getByText('Bet 1,000,000 on slots and claim 50,000.')).toBeInTheDocument();
    const banner = slots.querySelector('img');
    expect(banner).toHaveAttribute('loading', 'lazy');
    expect(banner?.getAttribute('src')).toMatch(/\/promotions\/slots\.svg$/);
    const entry = world.promotions.catalogue.find((item) => item.EN.id === PROMO.slots)?.EN;
    const zone = brandFile.timeZone ?? 'UTC';
    // Whole days of the brand's calendar, as the site language writes a date.
    const start = formatDate(entry?.startTime ?? 0, zone);
    const end = formatDate((entry?.endTime ?? 0) - 1, zone);
    expect(start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(within(slots).getByText(`${start} – ${end}`)).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: 'Slots turnover challenge' })).toHaveAttribute('href', `/promoDetail?id=${PROMO.slots}`);
  });

  it('gives a visitor log-in prompts that open the login pop-up, and reads no states', async () => {
    const { user } = await openPage();
    const slots = card('Slots turnover challenge');
    await user.click(within(slots).getByRole('button', { name: 'Log in to join' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(within(card('First deposit bonus')).getByRole('button', { name: 'Log in to join' })).toBeInTheDocument();
    // Not running: no prompt to log in.
    expect(within(card('Summer turnover festival')).getByText('Closed')).toBeInTheDocument();
    expect(within(card('5% reload bonus')).getByRole('button', { name: /^Starts / })).toBeDisabled();
    expect(world.calls.some((call) => call.path.includes('PROMOFE_getPromotionStates'))).toBe(false);
    expect(posts('MCSFE_signUpPromotionJoin')).toHaveLength(0);
  });

  it('leads the points mall card to its link', async () => {
    await openPage();
    const mall = card('Points mall');
    expect(within(mall).getByRole('link', { name: 'Points mall' })).toHaveAttribute('href', '/pointMall');
    expect(within(mall).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/pointMall');
  });

  it('joins with the promotion id and the card moves to Joined', async () => {
    logIn();
    const { user } = await openPage();
    const deposit = card('First deposit bonus');
    await user.click(await within(deposit).findByRole('button', { name: 'Join' }));
    expect(await within(deposit).findByText('Joined')).toBeInTheDocument();
    expect(posts('MCSFE_signUpPromotionJoin').map((call) => call.body)).toEqual([{ promotionId: PROMO.firstDeposit }]);
    expect(within(deposit).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    // An application is made on the promotion's own page.
    expect(within(card('Share your big win')).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', `/promoDetail?id=${PROMO.bigWin}`);
  });

  it('shows a turnover joined as a progress bar towards its target', async () => {
    logIn();
    world.promotions.states[PROMO.live] = promotionState(PROMO.live, 'PROCESS', {
      progress: { current: '500000.00', target: '2000000.00' },
      reward: '80000.00',
    });
    await openPage();
    const live = card('Live casino weekly challenge');
    const bar = await within(live).findByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(live).getByText('500,000.00 / 2,000,000.00')).toBeInTheDocument();
  });

  it('claims a reward due, then shows it claimed and reads the balance again', async () => {
    logIn();
    world.promotions.states[PROMO.slots] = promotionState(PROMO.slots, 'CLAIM', {
      progress: { current: '1000000.00', target: '1000000.00' },
      reward: '50000.00',
    });
    const { user } = await openPage();
    const slots = card('Slots turnover challenge');
    await user.click(await within(slots).findByRole('button', { name: 'Claim 50,000.00' }));
    expect(await within(slots).findByText('Claimed 50,000.00')).toBeInTheDocument();
    expect(within(slots).getByText('50,000.00 was added to your main wallet.')).toBeInTheDocument();
    expect(posts('MCSFE_signUpRequestReward').map((call) => call.body)).toEqual([{ promotionId: PROMO.slots }]);
    const claimedAt = world.calls.findIndex((call) => call.method === 'POST');
    expect(world.calls.slice(claimedAt).some((call) => call.path === '/wps/v2/wallets/balance')).toBe(true);
  });

  it("claims a raffle's prize through the raffle call", async () => {
    logIn();
    world.promotions.states[PROMO.fishRaffle] = promotionState(PROMO.fishRaffle, 'CLAIM', { reward: '1000000.00', rank: 1, tickets: 4 });
    const { user } = await openPage();
    const raffle = card('Fishing lucky draw');
    await user.click(await within(raffle).findByRole('button', { name: 'Claim 1,000,000.00' }));
    expect(await within(raffle).findByText('Claimed 1,000,000.00')).toBeInTheDocument();
    expect(posts('MCS2_claimRafflePromotion').map((call) => call.body)).toEqual([{ promotionId: PROMO.fishRaffle }]);
    expect(posts('MCSFE_signUpRequestReward')).toHaveLength(0);
  });

  it('keeps a promotion not started yet disabled, with its start', async () => {
    logIn();
    await openPage();
    const reload = card('5% reload bonus');
    const start = formatZonedTime(startOf(PROMO.reload), brandFile.timeZone ?? 'UTC');
    expect(await within(reload).findByRole('button', { name: `Starts ${start}` })).toBeDisabled();
  });

  it('words every other state: closed with its reason, in review, rejected, issued, tickets and rank', async () => {
    logIn();
    const states = world.promotions.states;
    states[PROMO.firstDeposit] = promotionState(PROMO.firstDeposit, 'CLOSE', { reason: 'promotion.not.eligible' });
    states[PROMO.appDownload] = promotionState(PROMO.appDownload, 'APPLYING', { reward: '20000.00' });
    states[PROMO.bigWin] = promotionState(PROMO.bigWin, 'REJECTED', { remark: 'Screenshot unreadable' });
    states[PROMO.rebate] = promotionState(PROMO.rebate, 'ISSUED', { reward: '1234.00' });
    states[PROMO.fishRaffle] = promotionState(PROMO.fishRaffle, 'JOINED', { tickets: 3, progress: { current: '40000.00', target: '100000.00' } });
    states[PROMO.ranking] = promotionState(PROMO.ranking, 'JOINED', { rank: 2, progress: { current: '10.00', target: '0.00' } });
    await openPage();
    const deposit = card('First deposit bonus');
    expect(await within(deposit).findByText('Closed')).toBeInTheDocument();
    expect(within(deposit).getByText('You do not meet the conditions of this promotion.')).toBeInTheDocument();
    expect(within(card('App download bonus')).getByText('Application in review')).toBeInTheDocument();
    const rejected = card('Share your big win');
    expect(within(rejected).getByText('Application rejected')).toBeInTheDocument();
    expect(within(rejected).getByText("Reviewer's note: Screenshot unreadable")).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', `/promoDetail?id=${PROMO.bigWin}`);
    expect(within(card('Daily slots rebate 0.8%')).getByText('Bonus issued: 1,234.00')).toBeInTheDocument();
    const raffle = card('Fishing lucky draw');
    expect(within(raffle).getByText('3 tickets')).toBeInTheDocument();
    expect(within(raffle).getByRole('progressbar', { name: 'Next ticket' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(card('Slots leaderboard')).getByText('Your rank: 2')).toBeInTheDocument();
  });

  it('shows a refused join in words and keeps the button', async () => {
    logIn();
    server.use(
      http.post('*/wps/relay/MCSFE_signUpPromotionJoin', () =>
        HttpResponse.json({ success: false, errorCode: 'promotion.closed', message: 'closed' }, { status: 409 }),
      ),
    );
    const { user } = await openPage();
    const deposit = card('First deposit bonus');
    await user.click(await within(deposit).findByRole('button', { name: 'Join' }));
    expect(await within(deposit).findByRole('alert')).toHaveTextContent('This promotion is not open now.');
    expect(within(deposit).getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('gives a trial account the real-account warning and sends nothing', async () => {
    logIn({ accountType: 4 });
    const { user } = await openPage();
    await user.click(await within(card('First deposit bonus')).findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
    expect(posts('MCSFE_signUpPromotionJoin')).toHaveLength(0);
  });

  it('is reached from the header navigation and the side bar', async () => {
    const { user, router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('link', { name: 'Promotions' }));
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotions');
    const bar = screen.getByRole('complementary', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('shows a failed load with a retry', async () => {
    let failures = 1;
    server.use(
      http.get('*/wps/relay/PROMOFE_getPromotionList', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { user } = renderApp('/promotions');
    expect(await screen.findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist', { name: 'Promotion types' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
  });
});
