import { Suspense, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/spinner';
import { downlinesPath, type DownlineQuery } from '@/features/agent-center/api/get-downlines';
import { DownlineDetailView } from '@/features/agent-center/components/downline-detail';
import { DownlineFilter } from '@/features/agent-center/components/downline-filter';
import { DownlineList } from '@/features/agent-center/components/downline-list';
import recordStyles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/team-overview.module.css';

/** Team management (downline management): search the team, open a member, transfer to them. */
export function TeamManagement() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TeamManagementPage />
    </Suspense>
  );
}

function TeamManagementPage() {
  const [query, setQuery] = useState<DownlineQuery>({ keyword: '', type: 'all', direct: false, pageNo: 1 });
  const [account, setAccount] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const search = (filter: Omit<DownlineQuery, 'pageNo'>) => {
    const next = { ...filter, pageNo: 1 };
    // The same search again reads the team again.
    if (downlinesPath(next) === downlinesPath(query)) void mutate(downlinesPath(next));
    setQuery(next);
  };

  // The list keeps its search and page while a member is open.
  if (account) return <DownlineDetailView account={account} onBack={() => setAccount(null)} />;
  return (
    <div className={cx(recordStyles.record, styles.management)}>
      <DownlineFilter query={query} onSearch={search} />
      <DownlineList query={query} onPage={(pageNo) => setQuery({ ...query, pageNo })} onOpen={setAccount} />
    </div>
  );
}
