import { useTranslation } from '../../lib/i18n';
import './app-download-texts';

export interface DownloadLinks {
  android?: string;
  ios?: string;
}

/** The app pitch and its store links; without links it says so instead of pointing nowhere. */
export function AppDownload({ links }: { links: DownloadLinks }) {
  const { t } = useTranslation();
  const points = ['download.pointLive', 'download.pointTips', 'download.pointData', 'download.pointPush'];
  const hasLinks = Boolean(links.android || links.ios);
  return (
    <section className="app-download">
      <div className="app-download-logo" aria-hidden="true">
        体
      </div>
      <h2 className="app-download-name">{t('download.appName')}</h2>
      <p className="app-download-slogan">{t('download.slogan')}</p>
      <ul className="app-download-points">
        {points.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {hasLinks ? (
        <div className="app-download-buttons">
          {links.ios ? (
            <a className="app-download-button" href={links.ios} rel="noopener">
              {t('download.ios')}
            </a>
          ) : null}
          {links.android ? (
            <a className="app-download-button" href={links.android} rel="noopener">
              {t('download.android')}
            </a>
          ) : null}
        </div>
      ) : (
        <p className="app-download-pending" role="status">
          {t('download.pending')}
        </p>
      )}
    </section>
  );
}
