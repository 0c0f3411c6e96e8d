import { useTranslation } from '../../../lib/i18n';
import { AppDownload } from '../../../components/ui/app-download';
import { PageFrame } from '../../../components/ui/page-frame';

/** SPEC §2 /anchor-download: watch hosts in the app. Store links arrive with the native app. */
export default function AnchorDownload() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.anchorDownload')}>
      <AppDownload links={{}} />
    </PageFrame>
  );
}
