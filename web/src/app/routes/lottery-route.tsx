import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { LotteryPage } from '@/features/lottery/components/lottery-page';

/** The lottery page group: /seaLottery (SEA), /vnlottery (Vietnam), /lottery (e-lottery and keno). */
export default function LotteryRoute() {
  const path = useLocation().pathname.toLowerCase();
  const kind = path === paths.seaLottery.toLowerCase() ? 'sea' : path === paths.vnLottery.toLowerCase() ? 'vn' : 'e';
  return <LotteryPage key={kind} kind={kind} />;
}
