import { and, asc, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awayTeam, homeTeam } from '../../db/match-queries';
import { competitions } from '../../db/schema/competition';
import { matches } from '../../db/schema/match';

export interface MatchSearch {
  /** Part of the competition's name or short name. */
  competition?: string;
  /** Part of either team's name or short name. */
  team?: string;
  /** Kick-off in [from, to). */
  from?: Date;
  to?: Date;
  /** The world's now: the matches kicking off nearest to it come first (in play and just finished at the top). */
  now: Date;
  limit: number;
  offset: number;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches of any sport by competition, team and kick-off window, kick-off nearest to now first, with the total. */
export async function searchMatches(db: Db, search: MatchSearch) {
  const filters: SQL[] = [];
  if (search.competition) {
    const pattern = containing(search.competition);
    filters.push(or(ilike(competitions.name, pattern), ilike(competitions.shortName, pattern)) as SQL);
  }
  if (search.team) {
    const pattern = containing(search.team);
    filters.push(
      or(
        ilike(homeTeam.name, pattern),
        ilike(homeTeam.shortName, pattern),
        ilike(awayTeam.name, pattern),
        ilike(awayTeam.shortName, pattern),
      ) as SQL,
    );
  }
  if (search.from) filters.push(gte(matches.kickoffAt, search.from));
  if (search.to) filters.push(lt(matches.kickoffAt, search.to));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select({
      id: matches.id,
      sportId: matches.sportId,
      statusId: matches.statusId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      kickoffAt: matches.kickoffAt,
      kickoffTimeSet: matches.kickoffTimeSet,
      competitionName: competitions.name,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(where)
    // An operator works on what is being played or was just played: by distance from now, not from the season's end
    .orderBy(
      asc(sql`abs(extract(epoch from (${matches.kickoffAt} - ${search.now.toISOString()}::timestamptz)))`),
      asc(matches.id),
    )
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
