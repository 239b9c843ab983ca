import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAccountGuard } from '@/lib/use-account-guard';

// The form and its wording load when the member first opens it, not with the site.
const FeedbackDialog = lazy(() => import('@/features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/**
 * Opens the feedback form in a dialog for a real member; a visitor gets the login pop-up and a
 * trial account the real-account warning (SPEC.md section 6). The label comes from the caller.
 */
export function FeedbackButton({ className, children }: { className?: string; children: ReactNode }) {
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => guard(() => setOpen(true))}>
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
