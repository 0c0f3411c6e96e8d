import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { Segment } from '../../../components/ui/segment';
import { useTranslation } from '../../../lib/i18n';
import { useHomeAway } from '../api/get-home-away';
import { useRanking } from '../api/get-ranking';
import { teamPathOf, type CentreScope } from './centre-scope';
import { CentreSkeleton } from './centre-skeleton';
import { venueTables, type Venue } from './standings-home-away';
import { StandingsTable, VenueStandingsTable } from './standings-table';

type View = 'total' | Venue;

/** Tab 2: the league table or every group's, and the home/away tables where the centre has them. */
export function StandingsTab({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('total');
  const views: View[] = scope.centre.calls.homeAway ? ['total', 'home', 'away'] : [];
  return (
    <>
      {views.length > 0 ? (
        <Segment
          label={t('football.tabs.2')}
          options={views}
          value={view}
          onChange={setView}
          text={(v) => t(`football.${v}`)}
        />
      ) : null}
      {view === 'total' ? <TotalStandings scope={scope} /> : <VenueStandings scope={scope} venue={view} />}
    </>
  );
}

const leagueTitle = (scope: CentreScope, fallback: string): string =>
  scope.centre.leagues.find((l) => l.id === scope.leagueId)?.name ?? fallback;

function TotalStandings({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const ranking = useRanking(scope.centre, { seasonId: scope.seasonId });
  return (
    <QueryView
      query={ranking}
      loading={<CentreSkeleton rows={8} />}
      empty={<EmptyState title={t('football.noData')} />}
    >
      {(groups) =>
        groups.map((group) => (
          <StandingsTable
            key={`${group.stageId}-${group.groupName ?? ''}`}
            group={group}
            title={
              group.groupName
                ? t('football.group', { name: group.groupName })
                : leagueTitle(scope, t(scope.centre.titleKey))
            }
            teamPath={teamPathOf(scope)}
          />
        ))
      }
    </QueryView>
  );
}

function VenueStandings({ scope, venue }: { scope: CentreScope; venue: Venue }) {
  const { t } = useTranslation();
  const homeAway = useHomeAway(scope.centre, { seasonId: scope.seasonId });
  return (
    <QueryView
      query={homeAway}
      loading={<CentreSkeleton rows={8} />}
      empty={<EmptyState title={t('football.noData')} />}
    >
      {(stats) =>
        venueTables(stats, venue).map((table) => (
          <VenueStandingsTable
            key={table.groupName ?? ''}
            table={table}
            title={`${table.groupName ? t('football.group', { name: table.groupName }) : leagueTitle(scope, t(scope.centre.titleKey))} · ${t(`football.${venue}`)}`}
            teamPath={teamPathOf(scope)}
          />
        ))
      }
    </QueryView>
  );
}
