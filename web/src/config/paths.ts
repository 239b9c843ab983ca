/** Routes of SPEC.md section 2. */
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  download: '/download',
  downloadShort: '/down',
  help: '/help',
  helpNoHeader: '/helpmc',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  noticePage: '/noticePage',
  pointMall: '/pointMall',
  game: '/game',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnlottery',
  bgs: '/bgs',
  rng: '/rng',
  elott: '/elott',
  seamless: '/seamless',
  join: '/join',
} as const;

/** Reachable without a session when brand.loginedToHomePage is on. */
export const GUEST_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Lobby route of each game category (SPEC.md section 2, header navigation). */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  LOTT: '/lottery',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  BGS: '/bgs',
  BINGO: '/bingo',
};

export const HELP_SECTIONS = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund',
] as const;

export type HelpSection = (typeof HELP_SECTIONS)[number];

export const helpPath = (section: HelpSection): string => `${paths.help}?section=${section}`;

/** One promotion's page. */
export const promoDetailPath = (id: number): string => `${paths.promoDetail}?id=${id}`;

/** A vendor's tab of a lobby: /rng switches tabs with the query parameter page, others with vassalage. */
export function lobbyTabPath(path: string, vassalage: string): string {
  const param = path === paths.rng ? 'page' : 'vassalage';
  return `${path}?${param}=${encodeURIComponent(vassalage)}`;
}
