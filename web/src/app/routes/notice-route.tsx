import { NoticePage } from '@/features/announcements/components/notice-page';

export default function NoticeRoute() {
  return <NoticePage />;
}
