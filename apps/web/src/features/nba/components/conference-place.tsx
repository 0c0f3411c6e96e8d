import { NBA_CURRENT_SEASON_ID, NbaKind } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useRanking } from '../api/get-ranking';

/**
 * A team's conference and its place there in the current regular season (东部第3名); the conference alone while the
 * standings load or when the team has no place yet.
 */
export function ConferencePlace({ teamId, conference }: { teamId: number; conference: number }) {
  const { t } = useTranslation();
  const ranking = useRanking({ scope: NbaKind.Regular, division: conference, seasonId: NBA_CURRENT_SEASON_ID });
  const name = t(conference === 1 ? 'nba.east' : 'nba.west');
  const rank = ranking.data?.flatMap((group) => group.rankingItem).find((row) => row.teamId === teamId)?.rank;
  return <span>{rank === undefined ? name : t('nba.teamPage.conferenceRank', { conference: name, rank })}</span>;
}
