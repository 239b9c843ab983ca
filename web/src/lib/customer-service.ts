import { SUPPORT_POPUP_HEIGHT, SUPPORT_POPUP_WIDTH, VIP_RANK_THRESHOLD } from '@/config/constants';
import type { Bootstrap } from '@/types/api';

/** The chat link: VIP service for members ranked above 4, else live chat (SPEC.md section 6). */
export function customerServiceUrl(boot: Bootstrap): string | undefined {
  const entries = boot.status.info?.customerService?.length
    ? boot.status.info.customerService
    : boot.brand.customerService;
  const rank = boot.member?.clubLabel?.rankLevel ?? 0;
  const wanted = rank > VIP_RANK_THRESHOLD ? 'VIP' : 'LIVECHAT';
  return (entries.find((entry) => entry.csType === wanted) ?? entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0])
    ?.path;
}

/** Opens the support chat in a 440x750 pop-up window (SPEC.md section 9). */
export function openCustomerService(url: string): void {
  const left = Math.max(0, window.screenX + window.outerWidth - SUPPORT_POPUP_WIDTH - 40);
  const popup = window.open(
    url,
    'customer-service',
    `width=${SUPPORT_POPUP_WIDTH},height=${SUPPORT_POPUP_HEIGHT},left=${left},top=80,noopener`,
  );
  popup?.focus();
}
