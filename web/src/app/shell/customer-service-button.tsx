import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import { HeadsetIcon } from '@/components/icons';
import { useBoot } from '@/lib/bootstrap';
import { hasCustomerService, useCustomerService } from '@/lib/customer-service';

/** Customer service from the header's phone menu (the side bar, which has it too, is hidden there). */
export function CustomerServiceButton() {
  const { t } = useTranslation('shell');
  const boot = useBoot();
  const customerService = useCustomerService();
  if (!hasCustomerService(boot)) return null;
  return (
    <button
      type="button"
      className={buttonStyles.headerAction}
      aria-busy={customerService.opening || undefined}
      onClick={customerService.open}
    >
      <HeadsetIcon size={18} />
      <span>{t('customer_service')}</span>
    </button>
  );
}
