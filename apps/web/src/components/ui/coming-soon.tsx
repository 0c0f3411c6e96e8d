import { useTranslation } from '../../lib/i18n';
import { EmptyState } from './empty-state';
import { PageFrame } from './page-frame';

/** The honest frame of a sub-page whose area has not landed yet: its real title, back, and a coming-soon note. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <EmptyState title={t('comingSoon.title')} description={t('comingSoon.description')} />
    </PageFrame>
  );
}

