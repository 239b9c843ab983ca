import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import type { MemberInfo } from '@/types/api';
import facts from '@/components/facts.module.css';

/** The profile as the member info says it (masked where the server masks). */
export function ProfileFacts({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const clock = useBrandTime();
  const rows: [string, string | null | undefined][] = [
    [t('account'), member.account],
    [t('nickname'), member.nickname],
    [t('payee_name'), member.payeeName],
    [t('mobile'), member.mobile],
    [t('email'), member.email],
    [t('telegram'), member.telegram],
    [t('zalo'), member.zalo],
    [t('birthday'), member.birthday && formatDay(member.birthday)],
    [t('address'), member.address],
    [t('nationality'), member.nationality],
    [t('occupation'), member.occupation],
    [t('source_of_income'), member.sourceOfIncome],
    [t('bank_account'), member.bankAccount],
    [t('register_date'), member.registerDate ? clock.date(member.registerDate) : null],
    [t('club'), member.clubLabel?.labelName],
  ];
  return (
    <dl className={facts.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={facts.row}>
          <dt>{label}</dt>
          {/* Isolated, each in its own direction: a phone number or an e-mail address stays
              left to right in a right-to-left language. */}
          <dd>
            <bdi>{value || t('not_set')}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
