import { useTranslation } from 'react-i18next';
import type { RegisterField } from '@/lib/field-rules';

const LABEL_KEYS = {
  username: 'field_username',
  password: 'field_password',
  confirmPassword: 'field_confirmPassword',
  payeeName: 'field_payeeName',
  email: 'field_email',
  mobileNum: 'field_mobileNum',
  verificationCode: 'field_verificationCode',
  qqNum: 'field_qqNum',
  line: 'field_line',
  whatsapp: 'field_whatsapp',
  facebook: 'field_facebook',
  wechat: 'field_wechat',
  idNumber: 'field_idNumber',
  recommenderId: 'field_recommenderId',
  affiliateCode: 'field_affiliateCode',
  paymentPassword: 'field_paymentPassword',
} as const satisfies Record<RegisterField, string>;

export function useFieldLabels(): (field: RegisterField) => string {
  const { t } = useTranslation('register');
  return (field) => t(LABEL_KEYS[field]);
}
