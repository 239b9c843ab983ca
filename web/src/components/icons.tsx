import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CirclePlay,
  Clock,
  Copy,
  Crown,
  Dice5,
  Dices,
  Eye,
  EyeOff,
  Fish,
  Gamepad2,
  Gift,
  Globe,
  Grid3x3,
  Headset,
  House,
  LogOut,
  Mail,
  Megaphone,
  Menu,
  MessageCircle,
  MessagesSquare,
  Moon,
  Pause,
  Play,
  RotateCw,
  ShieldCheck,
  Smartphone,
  Spade,
  Sun,
  Trash2,
  Trophy,
  User,
  UserPlus,
  Users,
  Video,
  Volleyball,
  X,
} from 'lucide-react';
import { cx } from '@/lib/cx';

/** Icons of the UI kit: lucide-react (ISC licence) where it has one, drawn here otherwise.
 * Decorative by default (aria-hidden, not focusable); 20 px unless `size` says otherwise. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function decorative({ size = 20, ...rest }: IconProps): IconProps {
  return { size, 'aria-hidden': true, focusable: 'false', ...rest };
}

/** An icon that points a way (back, next, out): mirrored in right-to-left languages (base.css). */
function directional({ className, ...rest }: IconProps): IconProps {
  return decorative({ className: cx('mirror-rtl', className), ...rest });
}

export const CloseIcon = (p: IconProps) => <X {...decorative(p)} />;
export const ChevronDownIcon = (p: IconProps) => <ChevronDown {...decorative(p)} />;
export const ChevronLeftIcon = (p: IconProps) => <ChevronLeft {...directional(p)} />;
export const ChevronRightIcon = (p: IconProps) => <ChevronRight {...directional(p)} />;
export const SunIcon = (p: IconProps) => <Sun {...decorative(p)} />;
export const MoonIcon = (p: IconProps) => <Moon {...decorative(p)} />;
export const RefreshIcon = (p: IconProps) => <RotateCw {...decorative(p)} />;
export const EyeIcon = (p: IconProps) => <Eye {...decorative(p)} />;
export const EyeOffIcon = (p: IconProps) => <EyeOff {...decorative(p)} />;
export const UserIcon = (p: IconProps) => <User {...decorative(p)} />;
export const AgentIcon = (p: IconProps) => <Users {...decorative(p)} />;
export const LogoutIcon = (p: IconProps) => <LogOut {...directional(p)} />;
export const MenuIcon = (p: IconProps) => <Menu {...decorative(p)} />;
export const GiftIcon = (p: IconProps) => <Gift {...decorative(p)} />;
export const ChatIcon = (p: IconProps) => <MessageCircle {...decorative(p)} />;
export const HeadsetIcon = (p: IconProps) => <Headset {...decorative(p)} />;
export const PhoneIcon = (p: IconProps) => <Smartphone {...decorative(p)} />;
export const HomeIcon = (p: IconProps) => <House {...decorative(p)} />;
export const ShieldIcon = (p: IconProps) => <ShieldCheck {...decorative(p)} />;
export const ClockIcon = (p: IconProps) => <Clock {...decorative(p)} />;
export const CalendarIcon = (p: IconProps) => <Calendar {...decorative(p)} />;
export const GlobeIcon = (p: IconProps) => <Globe {...decorative(p)} />;
export const TrophyIcon = (p: IconProps) => <Trophy {...decorative(p)} />;
export const PlayIcon = (p: IconProps) => <CirclePlay {...decorative(p)} />;
export const UserPlusIcon = (p: IconProps) => <UserPlus {...decorative(p)} />;
export const CopyIcon = (p: IconProps) => <Copy {...decorative(p)} />;
export const CheckIcon = (p: IconProps) => <Check {...decorative(p)} />;
export const CrownIcon = (p: IconProps) => <Crown {...decorative(p)} />;
export const PauseIcon = (p: IconProps) => <Pause {...decorative(p)} />;
export const ResumeIcon = (p: IconProps) => <Play {...decorative(p)} />;
export const GamepadIcon = (p: IconProps) => <Gamepad2 {...decorative(p)} />;
export const MailIcon = (p: IconProps) => <Mail {...decorative(p)} />;
export const MegaphoneIcon = (p: IconProps) => <Megaphone {...decorative(p)} />;
export const ChatRoomIcon = (p: IconProps) => <MessagesSquare {...decorative(p)} />;
export const TrashIcon = (p: IconProps) => <Trash2 {...decorative(p)} />;

/* Drawn for this project in lucide's style (24 px grid, 2 px round strokes): the Telegram
 * mark (lucide carries no brand marks) and the category glyphs lucide has no match for. */
function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const TelegramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m21 4-18 7 6 2 2 6 3-4 5 4 2-15ZM9 13l9-6" />
  </Svg>
);

const CATEGORY: Record<string, ComponentType<IconProps>> = {
  LIVE: Video,
  SPORTS: Volleyball,
  RNG: Dices,
  FISH: Fish,
  PVP: Spade,
  ESPORTS: Gamepad2,
  LOTT: LotteryBalls,
  ELOTT: LotteryBalls,
  BINGO: Grid3x3,
  COCKFIGHT: Rooster,
};

function LotteryBalls(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="7" cy="8" r="3" />
      <circle cx="17" cy="8" r="3" />
      <circle cx="12" cy="16" r="3" />
    </Svg>
  );
}

function Rooster(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M14 4c2 0 3 1.5 3 3l3 1-3 1.5c0 4-3 8.5-8 8.5-3 0-5-2-5-5 2 1 4 0 5-2-2 0-3-1-3-3 3 1 5 0 5-2 0-1 1-2 3-2Z" />
      <path d="M9 18v3M12 18v3" />
    </Svg>
  );
}

/** One icon per game category (header, home tiles, footer). */
export function CategoryIcon({ gameType, ...p }: IconProps & { gameType: string }) {
  const Icon = CATEGORY[gameType] ?? Dice5;
  return <Icon {...decorative(p)} />;
}
