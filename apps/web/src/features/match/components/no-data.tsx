import { useTranslation } from '../../../lib/i18n';

/**
 * What the data does not hold: said, never filled with a figure we made up (decision 029). A line of its own,
 * not components/ui/empty-state: that one sits in the news feature's shared file, which the page would then load.
 */
export function NoData({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="match-no-data" role="status">
      {text ?? t('match.noData')}
    </p>
  );
}
