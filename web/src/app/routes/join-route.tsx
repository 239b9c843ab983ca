import { JoinPage } from '@/features/join/components/join-page';

export default function JoinRoute() {
  return <JoinPage />;
}
