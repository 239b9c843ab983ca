import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { withChunkTimeout } from '@/app/lazy-page';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { paths } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { requestMemberCenter } from '@/lib/member-center-request';
import { useLogout } from '@/features/auth/api/logout';

// Its code loads once a real member is signed in, not with the site.
const RealityCheckWatch = lazy(() =>
  withChunkTimeout(() =>
    import('@/features/responsible/components/reality-check-watch').then((m) => ({ default: m.RealityCheckWatch })),
  ),
);

/** The reality check a real member chose, over every page: history opens the betting record, log out signs out. */
export function RealityCheck() {
  const { session } = useBoot();
  const { submit } = useLogout();
  const navigate = useNavigate();
  if (!session.loggedIn || session.accountType === TRIAL_ACCOUNT_TYPE) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckWatch
        onViewHistory={() => requestMemberCenter('personalHistoryCopy')}
        onLogout={async () => {
          await submit();
          navigate(paths.home);
        }}
      />
    </Suspense>
  );
}
