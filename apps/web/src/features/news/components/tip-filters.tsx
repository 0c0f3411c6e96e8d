import { SportId } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import type { TipFilters } from '../api/get-tips';
import '../../../components/ui/segment.css';

const SPORTS = [
  { key: 'all', sportsType: undefined, text: 'news.filterAll' },
  { key: 'football', sportsType: SportId.Football, text: 'news.football' },
  { key: 'basketball', sportsType: SportId.Basketball, text: 'news.basketball' },
] as const;

const SOURCES = [
  { key: 'all', sportsSource: undefined, text: 'news.sourceAll' },
  { key: 'own', sportsSource: 1, text: 'news.sourceOwn' },
  { key: 'third', sportsSource: 2, text: 'news.sourceThird' },
] as const;

/** The tip list's filters (SPEC §7 message/v2/info): sport, where the expert comes from, refunding tips only. */
export function TipFilterBar({ filters, onChange }: { filters: TipFilters; onChange: (next: TipFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="tip-filters">
      <div className="segment" role="group" aria-label={t('news.filterSport')}>
        {SPORTS.map((sport) => (
          <button
            key={sport.key}
            type="button"
            aria-pressed={filters.sportsType === sport.sportsType}
            onClick={() => onChange({ ...filters, sportsType: sport.sportsType })}
          >
            {t(sport.text)}
          </button>
        ))}
      </div>
      <div className="segment" role="group" aria-label={t('news.filterSource')}>
        {SOURCES.map((source) => (
          <button
            key={source.key}
            type="button"
            aria-pressed={filters.sportsSource === source.sportsSource}
            onClick={() => onChange({ ...filters, sportsSource: source.sportsSource })}
          >
            {t(source.text)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={filters.blackReturnGold === 1}
          onClick={() => onChange({ ...filters, blackReturnGold: filters.blackReturnGold === 1 ? undefined : 1 })}
        >
          {t('news.refundOnly')}
        </button>
      </div>
    </div>
  );
}
