import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ChatIcon } from '@/components/icons';
import { customerServiceUrl, openCustomerService } from '@/lib/customer-service';
import type { Bootstrap } from '@/types/api';

export function ContactUsButton({ boot }: { boot: Bootstrap }) {
  const { t } = useTranslation('system');
  const url = customerServiceUrl(boot);
  if (!url) return null;
  return (
    <Button size="lg" icon={<ChatIcon size={18} />} onClick={() => openCustomerService(url)}>
      {t('contact_us')}
    </Button>
  );
}
