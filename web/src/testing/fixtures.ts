/**
 * Test data built from /work/main/fixtures (the files the simulator serves), so msw answers
 * with the same brand, rules, countries, vendors and banners as the real stack.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { zonedDate } from '@/lib/date-range';
import type { Balance, Bootstrap, Brand, MemberInfo, RegisterRules, Schemas, SystemStatus } from '@/types/api';

export const SIM = 'http://127.0.0.1:9000';
/** vitest runs from web/; FIXTURES_DIR overrides. */
const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');

function readYaml<T>(name: string): T {
  return parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as T;
}

/** A file of the image CDN (fixtures/cdn) by its path there, e.g. /vendors/tf.svg. */
export function cdnFile(path: string): string {
  return readFileSync(resolve(FIXTURES, 'cdn', `.${path}`), 'utf8');
}

const sim = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('{sim}', SIM)) as T;

interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}

interface BrandFile extends Brand {
  homeCountry: string;
  resources: NonNullable<SystemStatus['info']>['resources'];
  imageCDNs: string[];
  whitelabel: WhitelabelNode[];
  register: RegisterRules;
}

export const brandFile = sim(readYaml<BrandFile>('brands/default.yaml'));

/** The calendar day of an instant in the brand's zone, as the simulator counts days. */
export const brandDay = (epochMs: number): string => zonedDate(epochMs, brandFile.timeZone ?? 'UTC');

/** yyyy-MM-dd HH:mm:ss of an instant in the brand's zone, as the simulator writes times. */
export function brandTime(epochMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: brandFile.timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
export const imageCdn = brandFile.imageCDNs[0] ?? `${SIM}/cdn`;

export function publicBrand(overrides: Partial<Brand> = {}): Brand {
  const b = brandFile;
  return {
    merchantCode: b.merchantCode,
    name: b.name,
    platform: b.platform,
    lotteryType: b.lotteryType,
    device: b.device,
    defaultLanguage: b.defaultLanguage,
    languages: b.languages,
    currency: b.currency,
    currencySymbol: b.currencySymbol,
    theme: b.theme,
    ageConsent: b.ageConsent,
    loginedToHomePage: b.loginedToHomePage,
    logo: b.logo,
    customerService: b.customerService,
    registerBonusText: b.registerBonusText,
    timeZone: b.timeZone,
    ...overrides,
  };
}

/** Module switches of the whitelabel tree: a child is on only when its parents are. */
export function moduleMap(nodes: WhitelabelNode[] = brandFile.whitelabel, parentOn = true): Record<string, boolean> {
  const map: Record<string, boolean> = {};
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    map[node.modId] = on;
    Object.assign(map, moduleMap(node.childrenNodes ?? [], on));
  }
  return map;
}

export function systemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    location: { ip: '127.0.0.1', country: brandFile.homeCountry },
    info: { customerService: brandFile.customerService, resources: brandFile.resources ?? [], analytics: { gtagId: '' } },
    ...overrides,
  };
}

export const countries = readYaml<{ countries: Bootstrap['countries'] }>('countries.yaml').countries;

export function registerRules(overrides: Partial<RegisterRules> = {}): RegisterRules {
  return { ...structuredClone(brandFile.register), ...overrides } as RegisterRules;
}

/** One vendor of vendors.yaml. */
interface VendorEntry {
  vassalage: string;
  displayName: string;
  /** A path under an image host, as the simulator serves it: the SPA joins it to imageCdn. */
  smallIcon: string;
  isHot: number;
  accountTypeName: string;
  gameId: number;
  nodeId: number;
  isGame?: string;
}

interface VendorFile {
  categories: { gameType: string; title: string; vendors: VendorEntry[] }[];
}

/** GCSGAME_newGameVendor's lanes, card by card as the simulator builds them from vendors.yaml. */
export function vendorLanes() {
  const file = readYaml<VendorFile>('vendors.yaml');
  return {
    data: {
      lanes: file.categories.map((category) => ({
        title: category.title,
        gameType: category.gameType,
        cards: category.vendors.map((vendor) => ({ ...vendor, gameType: category.gameType })),
      })),
    },
  };
}

type Texts = Record<string, string>;

interface BannerFile {
  banners: { id: number; groupName: string; url: string; image: string; title: Texts; text?: Texts; cta?: Texts }[];
}

/** A banner's words in a language, else the brand's default one, "{bonus}" filled in as the simulator does. */
const bannerWords = (texts: Texts | undefined, code: string) =>
  (texts?.[code] || texts?.[brandFile.defaultLanguage] || '').replaceAll('{bonus}', String(brandFile.registerBonusText ?? ''));

export function announcements(language: string | null) {
  const file = readYaml<BannerFile>('banners.yaml');
  const code = language ?? brandFile.defaultLanguage;
  return {
    banners: file.banners.map((banner) => ({
      id: banner.id,
      groupName: banner.groupName,
      url: banner.url,
      image: `${imageCdn}${banner.image}`,
      title: bannerWords(banner.title, code),
      text: bannerWords(banner.text, code),
      cta: bannerWords(banner.cta, code),
    })),
    player: [],
    popup: [],
    promotion: [],
  };
}

export const TEST_USER = { username: 'lucky001', password: 'secret123', email: 'lucky@example.com', mobile: '912345678' };
/** The code every SMS, e-mail and captcha "sends" in tests. */
export const TEST_CODE = '123456';
export const VALID_AFFILIATE = 'AGENT01';
export const TAKEN_MOBILE = '912000000';
/** The avatar the simulator answers for a member who never chose one. */
export const DEFAULT_AVATAR = `${imageCdn}/avatars/default.svg`;

export const STATIC_AVATARS = [
  { id: 1, url: `${SIM}/cdn/avatars/1.png` },
  { id: 2, url: `${SIM}/cdn/avatars/2.png` },
];

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1001,
    account: TEST_USER.username,
    nickname: 'Lucky',
    type: 0,
    registerDate: Date.UTC(2024, 0, 15),
    mobile: '0912****78',
    email: 'lu****@example.com',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    memberLabel: [],
    toUpline: false,
    avatar: DEFAULT_AVATAR,
    avatarType: 'STATIC',
    ...overrides,
  };
}

export function balance(sumBalance = '1234567.50'): Balance {
  return {
    sumBalance,
    balance: [{ accountTypeId: 2, accountTypeName: 'MAIN', availBalance: sumBalance }],
    currency: brandFile.currency ?? 'VND',
    currencySymbol: brandFile.currencySymbol ?? 'P',
  };
}

/** Categories whose vendors have one lobby game (its gameId is the vendor card's). */
const LOBBY_GAME_TYPES = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

export interface TestGame {
  gameId: number;
  gameName: string;
  code: string;
  vassalage: string;
  gameType: string;
  accountTypeName: string;
  vendorName: string;
  nodeId: number;
  roomId: number;
  icon: string;
  isNew: 0 | 1;
  isHot: 0 | 1;
  minBet: string;
  lines: number;
  releaseDate: number;
  defaultPlayType: string | null;
}

/** Games per vendor in tests: the first slot vendor gets three pages of 30, others fewer. */
export const gamesPerVendor = (gameType: string, index: number): number =>
  LOBBY_GAME_TYPES.has(gameType) ? 1 : gameType === 'RNG' && index === 0 ? 65 : 8 + index;

let catalogue: TestGame[] | null = null;

/**
 * A small deterministic catalogue built from vendors.yaml (names from game_words.yaml's slot
 * words): every 5th game hot, every 7th new.
 */
export function gameCatalogue(): TestGame[] {
  if (catalogue) return catalogue;
  const words = readYaml<{ slots: { adj: [string, string][]; noun: [string, string][] } }>('game_words.yaml').slots;
  const games: TestGame[] = [];
  for (const lane of vendorLanes().data.lanes) {
    lane.cards.forEach((card, index) => {
      const count = gamesPerVendor(lane.gameType, index);
      for (let n = 1; n <= count; n += 1) {
        const adj = words.adj[(n * 7 + index) % words.adj.length]?.[0] ?? 'Lucky';
        const noun = words.noun[(n * 3 + index) % words.noun.length]?.[0] ?? 'Game';
        const lobby = LOBBY_GAME_TYPES.has(lane.gameType);
        games.push({
          gameId: lobby ? card.gameId : card.gameId * 1000 + n,
          gameName: lobby ? card.displayName : `${adj} ${noun} ${n}`,
          code: `${card.vassalage}_${n}`,
          vassalage: card.vassalage,
          gameType: lane.gameType,
          accountTypeName: card.accountTypeName,
          vendorName: card.displayName,
          nodeId: card.nodeId,
          roomId: 0,
          icon: `/games/slot-${(n % 4) + 1}.svg`,
          isNew: n % 7 === 0 ? 1 : 0,
          isHot: n % 5 === 0 || lobby ? 1 : 0,
          minBet: '1000.00',
          lines: 20,
          releaseDate: Date.UTC(2024, 0, n),
          defaultPlayType: null,
        });
      }
    });
  }
  catalogue = games;
  return games;
}

/** A settled round as ODSFE2_getBetRecord lists it (contract section 10). */
export type BetRoundFixture = Schemas['BetRow'];

/** A decimal string in cents, exactly. */
export const toCents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
};

/** Cents as a decimal string with 2 places. */
export const fromCents = (cents: bigint): string => {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** Sums decimal strings exactly (test handlers only). */
export const sumAmounts = (values: string[]): string => fromCents(values.reduce((sum, value) => sum + toCents(value), 0n));

/** The bet record's totals over every matching round. */
export const betTotals = (rounds: BetRoundFixture[]) => ({
  betAmount: sumAmounts(rounds.map((round) => round.betAmount)),
  validBet: sumAmounts(rounds.map((round) => round.validBet)),
  winAmount: sumAmounts(rounds.map((round) => round.winAmount)),
  profit: sumAmounts(rounds.map((round) => round.profit)),
});

/** A round of `bet` and `win` at `betTime` (defaults: a PG slot, 10.00 lost). */
export function betRound(overrides: Partial<BetRoundFixture> & { index?: number } = {}): BetRoundFixture {
  const { index = 0, ...rest } = overrides;
  const betAmount = rest.betAmount ?? '10.00';
  const winAmount = rest.winAmount ?? '0.00';
  return {
    roundId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    gameName: `Lucky Slot ${index}`,
    vassalage: 'PG',
    gameType: 'RNG',
    validBet: betAmount,
    betTime: Date.UTC(2025, 2, 15, 8, 0, 0) - index * 60_000,
    status: 'settled',
    ...rest,
    betAmount,
    winAmount,
    profit: rest.profit ?? fromCents(toCents(winAmount) - toCents(betAmount)),
  };
}

/** A lottery game of the menus (contract section 11). */
export interface LotteryGameFixture {
  gameCode: string;
  gameName: string;
  gameId: number;
  gameType: string;
  accountTypeName: string;
  prizeMode: string;
  defaultPlayType: string;
  playTypes: string[];
  period: string;
  icon: string;
  isHot: number;
  isNew: number;
  minBet: string;
  family: string;
}

/** Each family's play types with their picks and prize tables, as the simulator describes them. */
export const LOTTERY_PLAYS = JSON.parse(readFileSync(resolve(FIXTURES, 'lottery_plays.json'), 'utf8')) as Record<string, Schemas['LotteryPlay'][]>;

interface LotteryWords {
  family?: { code: string; en: string; playType: string }[];
  speed?: { code: string; en: string }[];
  province?: { code: string; en: string; playType: string }[];
}

/** Lottery games built from game_words.yaml: every SEA and e-lottery family at its first two speeds, and five Vietnam provinces. */
export function lotteryGames(): LotteryGameFixture[] {
  const words = readYaml<Record<string, LotteryWords>>('game_words.yaml');
  const games: LotteryGameFixture[] = [];
  const add = (family: string, code: string, name: string, account: string, mode: string, playType: string, period: string) =>
    games.push({
      gameCode: code,
      gameName: name,
      gameId: 5000 + games.length,
      gameType: mode === 'Elott' ? 'ELOTT' : 'LOTT',
      accountTypeName: account,
      prizeMode: mode,
      defaultPlayType: playType,
      playTypes: (LOTTERY_PLAYS[family] ?? []).map((play) => play.code),
      period,
      icon: '/games/lottery-1.svg',
      isHot: 0,
      isNew: 0,
      minBet: '1000.00',
      family,
    });
  for (const [key, account, mode] of [
    ['lottery_sea', 'TCG_SEA', 'SEA'],
    ['lottery_e', 'ELOTT', 'Elott'],
  ] as const) {
    const w = words[key] ?? {};
    for (const family of w.family ?? []) {
      for (const speed of (w.speed ?? []).slice(0, 2)) {
        add(family.code, `${family.code}_${speed.code}`, `${family.en} ${speed.en}`, account, mode, family.playType, speed.code.toLowerCase());
      }
    }
  }
  for (const province of (words.lottery_vn?.province ?? []).slice(0, 5)) {
    add('VN', province.code, `${province.en} Lottery`, 'TCG_LOTTO_VN', 'Lott', province.playType, 'vn-north');
  }
  return games;
}

/** Game wallets of the brand (fixtures/wallets.yaml), as the balance lists them. */
export const gameWallets = readYaml<{ wallets: { accountTypeName: string; accountTypeId: number; displayName: string }[] }>(
  'wallets.yaml',
).wallets;

interface PaymentsFile {
  deposit: {
    orderMinutes: number;
    channels: { code: string; name: Record<string, string>; icon: string; min: string; max: string; quickAmounts: string[] }[];
  };
  withdraw: {
    min: string;
    max: string;
    dailyCount: number;
    feeBps: number;
    feeMin: string;
    reviewMinutes: number;
    autoReceiveMinutes: number;
    maxCards: number;
    banks: { code: string; name: string }[];
  };
}

/** The brand's payments settings (brands/default.yaml `payments`). */
export const payments = (brandFile as unknown as { payments: PaymentsFile }).payments;

interface DepositPromotionEntry {
  id: number;
  mode: string;
  firstDepositOnly?: boolean;
  bonusBps?: number;
  bonusMax?: string;
}

/**
 * The first-deposit offer of the deposit page: the first DEPOSIT promotion that is
 * firstDepositOnly in promotions.yaml (contract section 14), as the simulator finds it.
 */
const firstDepositPromotion = readYaml<{ promotions: DepositPromotionEntry[] }>('promotions.yaml')
  .promotions.filter((entry) => entry.mode === 'DEPOSIT' && entry.firstDepositOnly)
  .sort((a, b) => a.id - b.id)[0];
export const firstDepositOffer = { bps: firstDepositPromotion?.bonusBps ?? 0, max: firstDepositPromotion?.bonusMax ?? '0.00' };

const twoPlaces = (text: string) => (text.includes('.') ? text.padEnd(text.indexOf('.') + 3, '0') : `${text}.00`);

/** A balance with the main wallet and every game wallet, as the simulator answers. */
export function walletBalance(main = '1000000.00', games: Record<number, string> = {}): Balance {
  const rows = [
    { accountTypeId: 2, accountTypeName: 'MAIN', displayName: 'Main wallet', availBalance: main },
    ...gameWallets.map((w) => ({
      accountTypeId: w.accountTypeId,
      accountTypeName: w.accountTypeName,
      displayName: w.displayName,
      availBalance: games[w.accountTypeId] ?? '0.00',
    })),
  ];
  return {
    sumBalance: sumAmounts(rows.map((row) => row.availBalance)),
    frozenBalance: '0.00',
    balance: rows,
    currency: brandFile.currency ?? 'VND',
    currencySymbol: brandFile.currencySymbol ?? 'P',
  };
}

/** Deposit channels as MCSFE_getDepositChannels answers them in English. */
export function depositChannels(eligible = true) {
  const d = payments.deposit;
  return {
    channels: d.channels.map((c) => ({
      code: c.code,
      name: c.name.EN ?? c.code,
      icon: `${imageCdn}${c.icon}`,
      min: twoPlaces(c.min),
      max: twoPlaces(c.max),
      quickAmounts: c.quickAmounts.map(twoPlaces),
    })),
    firstDepositBonus: { eligible, percent: twoPlaces(String(firstDepositOffer.bps / 100)), max: twoPlaces(firstDepositOffer.max) },
    orderMinutes: d.orderMinutes,
  };
}
