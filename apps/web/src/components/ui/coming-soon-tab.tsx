import { useTranslation } from '../../lib/i18n';
import { EmptyState } from './empty-state';
import { TabPageFrame } from './tab-page-frame';

/** The honest frame of a tab page whose area has not landed yet (under the tab bar, no back). */
export function ComingSoonTabPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <TabPageFrame title={t(titleKey)}>
      <EmptyState title={t('comingSoon.title')} description={t('comingSoon.description')} />
    </TabPageFrame>
  );
}
