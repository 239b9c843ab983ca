import { useEffect, useRef, useState } from 'react';
import { useBetCategories } from '@/app/shell/use-bet-categories';
import { useMemberCenterPages } from '@/app/shell/use-member-center-pages';
import { onMemberCenterRequest } from '@/lib/member-center-request';
import { useAccountGuard } from '@/lib/use-account-guard';
import { MemberCenterPanel } from '@/features/member-center/components/member-center-button';
import { isMemberCenterPage, type MemberCenterPageId } from '@/features/member-center/components/member-center-menu';

/** The member centre opened by requestMemberCenter (lib/member-center-request.ts), on the page asked for. */
export function MemberCenterHost() {
  const guard = useAccountGuard();
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  const [page, setPage] = useState<MemberCenterPageId | null>(null);
  useEffect(() => onMemberCenterRequest((asked) => latest.current(() => setPage(isMemberCenterPage(asked) ? asked : 'securityCenter'))), []);
  if (page === null) return null;
  return <OpenHost page={page} onClose={() => setPage(null)} />;
}

function OpenHost({ page, onClose }: { page: MemberCenterPageId; onClose: () => void }) {
  const betCategories = useBetCategories();
  return <MemberCenterPanel onClose={onClose} defaultPage={page} betCategories={betCategories} usePages={useMemberCenterPages} />;
}
