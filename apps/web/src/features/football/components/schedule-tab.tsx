import type { MatchDateItem } from '@sport/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { Segment } from '../../../components/ui/segment';
import { useTranslation } from '../../../lib/i18n';
import { matchListQuery, useMatchList } from '../api/get-match-list';
import { useMatchDates } from '../api/get-match-dates';
import { BracketView } from './bracket-view';
import { teamPathOf, type CentreScope } from './centre-scope';
import { useKeptSearch } from '../../../lib/use-kept-search';
import { CentreSkeleton } from './centre-skeleton';
import { DateStrip } from '../../../components/ui/date-strip';
import { openingDay } from '../../../components/ui/date-strip-day';
import { ScheduleList } from './schedule-list';

/** Tab 1: the match days and the chosen day's matches; a tournament also has its knockout bracket here. */
/** A knockout centre's two ways to show its matches: day by day, or the bracket. */
const VIEWS = ['dates', 'bracket'] as const;

export function ScheduleTab({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const [params, setParams] = useKeptSearch(`/${scope.centre.key}`);
  const bracket = scope.centre.calls.knockout !== null && params.get('view') === 'bracket';
  const showView = (view: (typeof VIEWS)[number]) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (view === 'bracket') next.set('view', 'bracket');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      {scope.centre.calls.knockout ? (
        <Segment
          label={t('football.tabs.1')}
          options={VIEWS}
          value={bracket ? 'bracket' : 'dates'}
          onChange={showView}
          text={(view) => t(view === 'bracket' ? 'football.bracket' : 'football.byDate')}
        />
      ) : null}
      {bracket ? <BracketView scope={scope} /> : <ScheduleByDate scope={scope} />}
    </>
  );
}

function ScheduleByDate({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const dates = useMatchDates(scope.centre, { seasonId: scope.seasonId });
  return (
    <QueryView query={dates} loading={<CentreSkeleton />} empty={<EmptyState title={t('football.noMatches')} />}>
      {(data) => <ScheduleDays key={`${scope.leagueId ?? ''}-${scope.seasonId}`} scope={scope} dates={data} />}
    </QueryView>
  );
}

function ScheduleDays({ scope, dates }: { scope: CentreScope; dates: readonly MatchDateItem[] }) {
  const { t } = useTranslation();
  const [opening] = useState(() => openingDay(dates, Date.now()));
  const [picked, setPicked] = useState<number | null>(null);
  const day = picked !== null && dates.some((d) => d.matchDate === picked) ? picked : (opening ?? dates[0]!.matchDate);
  const input = useMemo(() => ({ seasonId: scope.seasonId, matchDate: day }), [scope.seasonId, day]);
  const listKey = useMemo(() => matchListQuery(scope.centre, input).queryKey, [scope.centre, input]);
  const list = useMatchList(scope.centre, input);
  return (
    <>
      <DateStrip dates={dates} selected={day} onSelect={setPicked} label={t('football.tabs.1')} />
      <QueryView query={list} loading={<CentreSkeleton />} empty={<EmptyState title={t('football.noMatches')} />}>
        {(matches) => <ScheduleList matches={matches} listKey={listKey} teamPath={teamPathOf(scope)} />}
      </QueryView>
    </>
  );
}
