import { HelpPage } from '@/features/help/components/help-page';

export default function HelpRoute({ basePath = '/help' }: { basePath?: string }) {
  return <HelpPage basePath={basePath} />;
}
