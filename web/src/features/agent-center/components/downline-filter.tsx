import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CheckboxField, SelectField, TextField } from '@/components/field';
import type { DownlineQuery, DownlineType } from '@/features/agent-center/api/get-downlines';
import recordStyles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/downline.module.css';

const TYPES: readonly DownlineType[] = ['all', 'player', 'agent'];

type Filter = Omit<DownlineQuery, 'pageNo'>;

/** Keyword (account or nickname), type and direct-only; type and direct apply at once, the keyword on Search. */
export function DownlineFilter({ query, onSearch }: { query: Filter; onSearch: (filter: Filter) => void }) {
  const { t } = useTranslation('agent');
  const [keyword, setKeyword] = useState(query.keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...query, keyword: keyword.trim() });
  };
  return (
    <form className={cx(recordStyles.filter, styles.filter)} role="search" onSubmit={search} noValidate aria-label={t('downline_filter')}>
      <div className={recordStyles.fields}>
        <TextField
          label={t('downline_keyword')}
          placeholder={t('downline_keyword_hint')}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoComplete="off"
        />
        <SelectField
          label={t('downline_type')}
          value={query.type}
          onChange={(event) => onSearch({ ...query, keyword: keyword.trim(), type: event.target.value as DownlineType })}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`downline_type_${type}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className={recordStyles.search}>
          {t('search', { ns: 'common' })}
        </Button>
      </div>
      <CheckboxField
        label={t('downline_direct_only')}
        checked={query.direct}
        onChange={(event) => onSearch({ ...query, keyword: keyword.trim(), direct: event.target.checked })}
      />
    </form>
  );
}
