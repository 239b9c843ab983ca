import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { errorMessage } from '@/lib/error-message';
import { imageFileProblem, readAsDataUrl } from '@/lib/image-file';
import { useWithdrawActions } from '@/features/wallet/api/withdrawals';
import pages from '@/features/wallet/components/money-pages.module.css';
import fieldStyles from '@/components/field.module.css';

const REMARK_MAX = 140;

/** "Not received": a png or jpg proof (5 MB at most) and an optional remark. */
export function NotReceivedForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { reportNotReceived } = useWithdrawActions();
  const [file, setFile] = useState<File | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('proof_required'));
    const problem = imageFileProblem(file);
    if (problem) return setError(t(`proof_${problem}`));
    setBusy(true);
    setError(null);
    try {
      const image = await readAsDataUrl(file);
      await reportNotReceived({ orderNo, image, ...(remark.trim() ? { remark: remark.trim() } : {}) });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={pages.form} onSubmit={(event) => void submit(event)} noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <TextField
        label={t('proof')}
        type="file"
        accept="image/png,image/jpeg"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        hint={t('proof_hint')}
        required
      />
      <TextField
        label={t('remark')}
        value={remark}
        maxLength={REMARK_MAX}
        onChange={(event) => setRemark(event.target.value)}
        hint={t('remark_hint', { count: REMARK_MAX - remark.length })}
      />
      <div className={fieldStyles.formActions}>
        <Button type="submit" variant="danger" loading={busy}>
          {t('report_not_received')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
