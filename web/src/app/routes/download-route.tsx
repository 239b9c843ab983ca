import { DownloadPage } from '@/features/download/components/download-page';

export default function DownloadRoute() {
  return <DownloadPage />;
}
