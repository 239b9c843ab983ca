import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { HeadsetIcon } from '@/components/icons';
import { hasCustomerService, useCustomerService } from '@/lib/customer-service';
import type { Bootstrap } from '@/types/api';

export function ContactUsButton({ boot }: { boot: Bootstrap }) {
  const { t } = useTranslation('system');
  const customerService = useCustomerService();
  if (!hasCustomerService(boot)) return null;
  return (
    <Button size="lg" icon={<HeadsetIcon size={18} />} loading={customerService.opening} onClick={customerService.open}>
      {t('contact_us')}
    </Button>
  );
}
