/** Shapes of docs/contract.md sections 5 and 7, as the BFF sends them to the browser. */

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message?: string;
  field?: string;
  value?: unknown;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export interface BrandLanguage {
  code: string;
  locale: string;
  label: string;
  flag: string;
}

export interface CustomerServiceEntry {
  csType: string;
  path: string;
}

export interface Brand {
  merchantCode: string;
  name: string;
  platform?: string | null;
  lotteryType?: string | null;
  device?: string | null;
  defaultLanguage: string;
  languages: BrandLanguage[];
  currency?: string | null;
  currencySymbol?: string | null;
  theme?: {
    defaultMode?: string | null;
    colors?: Record<string, string> | null;
  } | null;
  ageConsent?: number | null;
  loginedToHomePage: boolean;
  logo?: string | null;
  customerService: CustomerServiceEntry[];
  registerBonusText?: string | null;
  /** IANA zone of the market's days (betting record dates). */
  timeZone?: string | null;
}

export interface AppResource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string | null;
  labelNameEn?: string | null;
  labelNameCn?: string | null;
}

export type SystemStatusCode = 0 | 1 | 2;

export interface SystemStatus {
  status: SystemStatusCode;
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  location?: { ip?: string | null; country?: string | null } | null;
  info?: {
    customerService?: CustomerServiceEntry[];
    resources?: AppResource[];
    analytics?: { gtagId?: string } | null;
  } | null;
}

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

export type RegisterRules = Record<string, FieldRule>;

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export interface SessionInfo {
  loggedIn: boolean;
  account: string | null;
  accountType: number | null;
  /** A forced password change is pending (kept by the BFF, so a reload cannot skip it). */
  passwordChangeRequired?: boolean;
}

export interface MemberInfo {
  id: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  registerDate?: number | null;
  mobile?: string | null;
  email?: string | null;
  clubLabel?: { labelName?: string | null; rankLevel?: number | null } | null;
  memberLabel?: { labelName: string }[];
  toUpline?: boolean | number | null;
  avatar?: string | null;
  avatarType?: string | number | null;
  payeeName?: string | null;
  telegram?: string | null;
  zalo?: string | null;
  birthday?: string | null;
  address?: string | null;
  nationality?: string | null;
  occupation?: string | null;
  sourceOfIncome?: string | null;
  bankAccount?: string | null;
  hasPaymentPassword?: boolean;
}

export interface WalletBalance {
  /** 2 is the main wallet; the others are game wallets (contract section 12). */
  accountTypeId: number;
  accountTypeName?: string | null;
  displayName?: string | null;
  availBalance: string;
}

export interface Balance {
  /** What the member can use, all wallets together. */
  sumBalance: string;
  /** Held by withdrawals in review. */
  frozenBalance?: string | null;
  balance: WalletBalance[];
  currency: string;
  currencySymbol: string;
}

export interface Bootstrap {
  brand: Brand;
  status: SystemStatus;
  modules: Record<string, boolean>;
  whitelabel?: WhitelabelNode[];
  register: RegisterRules;
  countries: Country[];
  /** The image host chosen by the BFF; null when the brand lists none. */
  imageCdn: string | null;
  session: SessionInfo;
  member: MemberInfo | null;
  balance: Balance | null;
}

/** Login and register value as the BFF returns it (never the token). */
export interface LoginResult {
  userName: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  type: number;
  /** Default or expired password (contract section 9): the change-password modal is forced. */
  forcePasswordChange?: boolean;
}

/** login_verify_required error value (contract section 6). */
export interface LoginVerifyValue {
  verifyMethods: string[];
  expiredMinutes?: number;
  mobile?: string | null;
  email?: string | null;
}
