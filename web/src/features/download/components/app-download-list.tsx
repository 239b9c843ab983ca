import type { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_CODE_SIZE } from '@/config/constants';
import { appType, useAppResources } from '@/features/download/hooks/use-app-resources';
import { useResourceLabel } from '@/features/download/hooks/use-resource-label';
import styles from '@/features/download/components/app-download-list.module.css';

/**
 * The QR drawing code, fetched when a list is first drawn rather than with the first page (the
 * side bar shows the list only in a pop-over). Should it fail to load, the codes stay blank
 * squares and the links, the real content, still work.
 */
function useQrCode(): typeof QRCodeSVG | null {
  const [component, setComponent] = useState<typeof QRCodeSVG | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode.react').then(
      (module) => live && setComponent(() => module.QRCodeSVG),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return component;
}

/** App download QR codes (125 px) of the status resources, each with its link. */
export function AppDownloadList({ size = QR_CODE_SIZE }: { size?: number }) {
  const { t } = useTranslation('shell');
  const QrCode = useQrCode();
  const resources = useAppResources();
  const labelOf = useResourceLabel();
  if (resources.length === 0) return <p className="muted">{t('download_none')}</p>;
  return (
    <ul className={styles.list}>
      {resources.map((resource) => {
        const label = labelOf(resource);
        return (
          <li key={`${resource.resourceType}-${resource.url}`} className={styles.item}>
            <div className={styles.qr}>
              {QrCode ? (
                <QrCode value={resource.url} size={size} marginSize={2} title={t('download_qr', { platform: label })} />
              ) : (
                <span className={styles.pending} style={{ inlineSize: size, blockSize: size }} />
              )}
            </div>
            <a className={styles.link} href={resource.url} target="_blank" rel="noopener noreferrer">
              {t(appType(resource) === 'USDJUMP' ? 'download_open' : 'download_for', { platform: label })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
