import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/i18n';

/** What the data does not hold: said, never filled with a figure we made up (decision 029). */
export function NoData() {
  const { t } = useTranslation();
  return <EmptyState title={t('match.noData')} />;
}
