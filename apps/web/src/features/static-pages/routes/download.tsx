import { useTranslation } from '../../../lib/i18n';
import { AppDownload } from '../../../components/ui/app-download';
import { TabPageFrame } from '../../../components/ui/tab-page-frame';
import { DOWNLOAD_LINKS } from '../download-links';

/** SPEC §2 /download: the app download page, under the tab bar. */
export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <TabPageFrame title={t('pages.download')}>
      <AppDownload links={DOWNLOAD_LINKS} />
    </TabPageFrame>
  );
}
