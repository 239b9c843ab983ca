/** Business constants of SPEC.md section 9. */

export const DEFAULT_CURRENCY_SYMBOL = 'P';
export const QR_CODE_SIZE = 125;
export const SUPPORT_POPUP_WIDTH = 440;
export const SUPPORT_POPUP_HEIGHT = 750;
export const MODAL_WIDTH = 400;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;
export const IMAGE_LOAD_ATTEMPTS = 3;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const VIP_RANK_THRESHOLD = 4;
export const DEFAULT_AGE_CONSENT = 18;
export const VERIFICATION_CODE_MAX_LENGTH = 255;
/** The upstream keeps at most 64 characters of the URL's referralCode. */
export const REFERRAL_CODE_MAX_LENGTH = 64;
export const COPYRIGHT_YEARS = '2002-2025';
export const BANNER_INTERVAL_MS = 5_000;
export const REMEMBER_ME_DAYS = 1;

/** Account types (isAgent) of SPEC.md sections 4 and 6. */
export const TRIAL_ACCOUNT_TYPE = 4;
export const AGENT_ACCOUNT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Cockfight vendor codes moved out of SPORTS into their own category (SPEC.md section 2). */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG'];

/** Whitelabel module ids used by the SPA (UPSTREAM_NOTES.md). */
export const MODULES = {
  register: 'REG3',
  mobileRegister: 'MOBILENUMREG3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  captcha: 'CAPTCHA3',
  freePlay: 'FREEPLAY3',
  mobileRegisterCode: 'REGMOBVERF3',
  mobileRegisterPassword: 'MOBILENUMPASSREG3',
  passwordByMobile: 'CHNGPASSVERIF3',
  affiliate: 'AFFMAN3',
  avatar: 'PROFPIC3',
  inbox: 'INBOX3',
  chatRoom: 'CBS3',
} as const;

/** Storage keys of SPEC.md section 3. */
export const STORAGE_KEYS = {
  lang: 'lang',
  langLocale: 'langLocale',
  hisLang: 'hisLang',
  theme: 'theme',
  lastUser: 'lastUser',
  balanceHidden: 'balanceHidden',
} as const;

export const SESSION_KEYS = {
  merchant: 'merchant',
  account: 'account',
  isAgent: 'isAgent',
  /** The address of the game the /game page shows. */
  gameUrl: 'gameUrl',
  /** The current vendor (the bgs nav item sets BGS). */
  vassalage: 'vassalage',
  /** Favourite changes made on this tab: {gameId: isFavorite}. */
  favoriteGames: 'favoriteGames',
} as const;

/** Game lobbies (SPEC.md section 9): infinite scroll throttle and distance, search debounce. */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const INFINITE_SCROLL_DISTANCE_PX = 0;
export const SEARCH_DEBOUNCE_MS = 300;

/** Betting record (SPEC.md section 9, contract section 10): page size and longest date range. */
export const BET_RECORD_PAGE_SIZE = 20;
export const RECORD_MAX_DAYS = 90;
