import { Segment } from '../../../components/ui/segment';
import { CompetitionPhase, nbaScheduleKind, NbaKind, type MatchDateItem } from '@sport/contract';
import { useMemo, useState } from 'react';
import { DateStrip } from '../../../components/ui/date-strip';
import { openingDay } from '../../../components/ui/date-strip-day';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useMatchDates } from '../api/get-match-dates';
import { matchListQuery, useMatchList } from '../api/get-match-list';
import { useCupKnockout } from '../api/get-cup-knockout';
import { usePlayoffShape } from '../api/get-playoff-games';
import { CupBracket } from './cup-bracket';
import { CupGroupTables } from './cup-groups';
import { FinalsList } from './finals-list';
import { GameRow } from './game-row';
import { liveFirst, patchGames } from './game-score';
import type { CentreKind } from './nba-switchers';
import { NbaSkeleton } from './nba-skeleton';
import { PlayoffBracket } from './playoff-bracket';

type PlayoffView = 'dates' | 'bracket' | 'finals';
const PLAYOFF_VIEWS: readonly PlayoffView[] = ['dates', 'bracket', 'finals'];
type CupView = 'groups' | 'knockout';
const CUP_VIEWS: readonly CupView[] = ['groups', 'knockout'];

/**
 * Tab 1: the days and a day's games; the playoffs also have their bracket and the Finals; the Cup its group nights
 * with the group tables, and its knockout bracket.
 */
export function ScheduleTab({ kind, seasonId }: { kind: CentreKind; seasonId: number }) {
  const { t } = useTranslation();
  const [view, setView] = useState<PlayoffView>('dates');
  // the Finals view once the season's Finals have games
  const hasFinals = usePlayoffShape(seasonId).data?.finals === true;
  const views = hasFinals ? PLAYOFF_VIEWS : PLAYOFF_VIEWS.filter((v) => v !== 'finals');
  const shown = views.includes(view) ? view : 'dates';
  if (kind === 'cup') return <CupSchedule seasonId={seasonId} />;
  if (kind === 'regular') return <ScheduleByDate kind={NbaKind.Regular} seasonId={seasonId} />;
  return (
    <>
      <Segment label={t('nba.playoffViews')} options={views} value={shown} onChange={setView} text={(v) => t(`nba.views.${v}`)} />
      {shown === 'dates' ? <ScheduleByDate kind={NbaKind.Playoffs} seasonId={seasonId} /> : null}
      {shown === 'bracket' ? <PlayoffBracket seasonId={seasonId} /> : null}
      {shown === 'finals' ? <FinalsList seasonId={seasonId} /> : null}
    </>
  );
}

/**
 * The Cup: its group nights with the group tables, and its knockout bracket. It opens on the bracket once the
 * quarter-finals are drawn (both sides of a knockout game known), on the group nights before: a bracket of 待定 is
 * no first screen while the groups are being played.
 */
function CupSchedule({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<CupView | null>(null);
  const drawn = useCupKnockout(seasonId).data?.games.some((g) => g.homeId > 0 && g.awayId > 0);
  const cupView = chosen ?? (drawn === false ? 'groups' : 'knockout');
  return (
    <>
      <Segment label={t('nba.cupViews')} options={CUP_VIEWS} value={cupView} onChange={setChosen} text={(v) => t(`nba.cupView.${v}`)} />
      {cupView === 'groups' ? (
        <>
          <ScheduleByDate kind={CompetitionPhase.TeamCup} seasonId={seasonId} />
          <CupGroupTables seasonId={seasonId} />
        </>
      ) : (
        <CupBracket seasonId={seasonId} />
      )}
    </>
  );
}

const EMPTY_TEXT: Readonly<Record<number, string>> = { [NbaKind.Playoffs]: 'nba.noPlayoffs', [CompetitionPhase.TeamCup]: 'nba.noCupGroups' };

function ScheduleByDate({ kind, seasonId }: { kind: number; seasonId: number }) {
  const { t } = useTranslation();
  const dates = useMatchDates({ seasonId, kind });
  return (
    <QueryView
      query={dates}
      loading={<NbaSkeleton />}
      empty={<EmptyState title={t(EMPTY_TEXT[kind] ?? 'nba.noSeasonGames')} />}
    >
      {(data) => <ScheduleDays key={`${seasonId}-${kind}`} kind={kind} seasonId={seasonId} dates={data} />}
    </QueryView>
  );
}

function ScheduleDays({ kind, seasonId, dates }: { kind: number; seasonId: number; dates: readonly MatchDateItem[] }) {
  const { t } = useTranslation();
  const [opening] = useState(() => openingDay(dates, Date.now()));
  const [picked, setPicked] = useState<number | null>(null);
  const day = picked !== null && dates.some((d) => d.matchDate === picked) ? picked : (opening ?? dates[0]!.matchDate);
  const input = useMemo(() => ({ matchDate: day, kind: nbaScheduleKind(kind), seasonId }), [day, kind, seasonId]);
  const listKey = useMemo(() => matchListQuery(input).queryKey, [input]);
  const list = useMatchList(input);
  return (
    <>
      <DateStrip dates={dates} selected={day} onSelect={setPicked} label={t('nba.days')} />
      <QueryView query={list} loading={<NbaSkeleton />} empty={<EmptyState title={t('nba.noGames')} />}>
        {(games) => (
          <section className="card" aria-label={t('nba.dayGames')}>
            <ul className="match-list">
              {liveFirst(games).map((game) => (
                <GameRow key={game.matchId} game={game} listKey={listKey} patch={patchGames} />
              ))}
            </ul>
          </section>
        )}
      </QueryView>
    </>
  );
}
