import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import { ChatRoomIcon } from '@/components/icons';
import { MODULES } from '@/config/constants';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { useAccountGuard } from '@/lib/use-account-guard';

// The rooms load when the member first opens them, not with the site.
const ChatRoomDialog = lazy(() => import('@/features/chat/components/chat-room-dialog').then((m) => ({ default: m.ChatRoomDialog })));

interface ChatRoomButtonProps {
  /** An icon alone, or with its label (the phone menu). */
  compact?: boolean;
  /** The look of the place it sits in (the side bar's items), instead of a header action. */
  className?: string;
  labelClassName?: string;
}

/**
 * The chat room entry (module CBS3: none when the brand switches it off). Members, trial
 * accounts too, get the rooms; visitors the login pop-up. It shows once its wording has
 * loaded, without holding up the header.
 */
export function ChatRoomButton(props: ChatRoomButtonProps) {
  const boot = useBoot();
  if (!isModuleOn(boot, MODULES.chatRoom)) return null;
  return (
    <Suspense fallback={null}>
      <ChatRoomEntry {...props} />
    </Suspense>
  );
}

function ChatRoomEntry({ compact = false, className, labelClassName }: ChatRoomButtonProps) {
  const { t } = useTranslation('chat');
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  const label = t('entry');
  return (
    <>
      <button
        type="button"
        className={className ?? (compact ? buttonStyles.iconButton : buttonStyles.headerAction)}
        onClick={() => guard(() => setOpen(true), 'session')}
        aria-label={compact ? label : undefined}
        title={compact || className ? label : undefined}
      >
        <ChatRoomIcon size={className ? 20 : 18} />
        {compact ? null : <span className={labelClassName}>{label}</span>}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatRoomDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
