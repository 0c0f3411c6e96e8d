import type { FeedAdapter, FeedBatch, FeedContext, FeedPlayerRow, FeedTeamRow, TeamSourceNameRow } from '../adapter';
import { SPORT_FOOTBALL, realSeasonId, realStageId } from '../../db/ids';
import { deriveSeed } from '../prng';
import { FOOTBALL_FINISHED } from '../timeline';
import type { MatchEventRow, MatchRow, StageRow } from '../world/types';
import {
  goalMinute,
  groupLetter,
  kickoffTime,
  sourceMatches,
  teamName,
  type SourceFile,
  type SourceGoal,
  type SourceGroupsFile,
  type SourceMatch,
  type SourceSquad,
  type SourceTeamInfo,
} from './format';
import { localTimeToUtc } from './local-time';
import { nationalCodeOf, nationalTeamRow } from './national';
import { scorerNames } from './scorers';
import { chinesePlayerName } from '../data/chinese-player-name';
import { displayName, playerRef, squadNameMatcher, squadPlayers } from './squads';
import { GROUP_STAGE, LEAGUE_STAGE, knockoutOrder, knockoutStage, type KnockoutStage } from './stages';
import { OPENFOOTBALL_TEAM_NAMES } from './team-names';

export interface OpenfootballInput {
  file: SourceFile;
  /** The `.groups.json` beside a tournament file: group membership (and its own name variants). */
  groups?: SourceGroupsFile;
  competitionId: number;
  /** IANA zone of the `date` + `time` wall clock (the league's country, the tournament's host). */
  zone: string;
  /** A match without a score is not started when after now, undecided (13) when before (past seasons). */
  now: Date;
  /** World Cup 2026 on: the real squads, joined to the matches' team names through `teams` (fifa_code). */
  squads?: SourceSquad[];
  teams?: SourceTeamInfo[];
  /**
   * The competition's current season (a league's running season, a tournament's latest edition): a fixture
   * without a result stays not started whatever its date, with a seed, so the live simulator plays it at its
   * kick-off (the result then says 'simulation' until the source brings the record).
   */
  current?: boolean;
  /** Local kick-off time of a fixture the source lists without `time` (see files.ts, LEAGUE_BY_CODE). */
  defaultTime?: string;
}

const SOURCE = 'openfootball';
const NOT_STARTED = 1;
const UNDECIDED = 13;
const POSTPONED = 9;
const FINISHED_PHASE = 1011;
const SMALLINT_MAX = 32_767;

/** An openfootball file (league or tournament shape) as feed rows of one real season. */
export function openfootballAdapter(input: OpenfootballInput): FeedAdapter {
  return { source: SOURCE, read: (ctx) => readFile(input, ctx) };
}

interface Placed {
  source: SourceMatch;
  kickoff: Date;
  homeId: number;
  awayId: number;
  knockout?: KnockoutStage;
}

function readFile(input: OpenfootballInput, ctx: FeedContext): FeedBatch {
  const { file, competitionId } = input;
  const list = sourceMatches(file);
  const names = new Set<string>([
    ...list.flatMap((m) => [teamName(m.team1), teamName(m.team2)]),
    ...(input.groups?.groups.flatMap((g) => g.teams.map(teamName)) ?? []),
    ...(input.squads && input.teams ? input.teams.map((t) => t.name) : []),
  ]);
  const { ids: teamIds, created } = resolveTeams(names, ctx);
  const teamId = (name: string) => teamIds.get(name) ?? 0;
  // The team's English name for the Chinese-name table, which matches a surname alone within the team.
  const teamNameEn = new Map([...teamIds].map(([name, id]) => [id, OPENFOOTBALL_TEAM_NAMES[name] ?? name]));

  const tournament = list.some(
    (m) => m.group !== undefined || (m.round !== undefined && knockoutStage(m.round) !== undefined),
  );
  const placed: Placed[] = list.map((m) => {
    const knockout = tournament && m.group === undefined ? knockoutStage(m.round ?? '') : undefined;
    if (tournament && m.group === undefined && !knockout)
      throw new Error(`${file.name}: round "${m.round ?? ''}" is neither a group nor a known knockout round`);
    return {
      source: m,
      kickoff: kickoffOf(m, input.zone, input.defaultTime),
      homeId: teamId(teamName(m.team1)),
      awayId: teamId(teamName(m.team2)),
      knockout,
    };
  });
  if (placed.length === 0) throw new Error(`${file.name}: no matches`);

  const { seasonName, startYear } = seasonOf(file.name, placed, tournament);
  const seasonId = realSeasonId(competitionId, startYear);
  const kickoffs = placed.map((p) => p.kickoff.getTime());
  const season = {
    id: seasonId,
    competitionId,
    name: seasonName,
    startAt: new Date(Math.min(...kickoffs)),
    endAt: new Date(Math.max(...kickoffs)),
    isCurrent: input.current ?? false,
    source: SOURCE,
  } as const;

  const stages = stagesOf(seasonId, placed, input.groups, tournament);
  const stageIdOf = (p: Placed) => stages.find((s) => s.key === (p.knockout?.key ?? 'first'))?.row.id ?? 0;
  const groupRounds = groupRoundsOf(placed);
  const players = new Map<string, FeedPlayerRow>();
  const squadMatchers = new Map<number, (scorer: string) => string | undefined>();
  for (const row of squadRows(input, teamId, ctx, teamNameEn)) players.set(row.externalRef ?? '', row);
  for (const squad of input.squads ?? []) {
    const id = squadTeamId(squad, input.teams ?? [], teamId);
    if (id) squadMatchers.set(id, squadNameMatcher(squad.players.map((p) => p.name)));
  }
  const spelled = scorerNames(
    placed.flatMap((p) =>
      sides(p).flatMap(({ goals, scorerTeamId }) => goals.map((g) => ({ teamId: scorerTeamId(g), name: g.name }))),
    ),
  );
  // A scorer of a team with a real squad is that squad's player (names matched without accents); else by spelling.
  const scorer = (scorerTeamId: number, name: string): string =>
    squadMatchers.get(scorerTeamId)?.(name) ?? spelled(scorerTeamId, name);

  const matches: MatchRow[] = [];
  const events: MatchEventRow[] = [];
  placed.forEach((p, i) => {
    const stageKey = p.knockout?.key ?? (tournament ? 'group' : 'league');
    // A pair meets once per stage of a season (twice in a league, home and away): the key survives a moved date.
    const externalRef = `${SOURCE}:${competitionId}:${seasonName}:${stageKey}:${p.homeId}-${p.awayId}`;
    const id = ctx.matchId(externalRef);
    matches.push({
      id,
      sportId: SPORT_FOOTBALL,
      competitionId,
      seasonId,
      stageId: stageIdOf(p),
      groupName: p.source.group !== undefined ? groupLetter(p.source.group) : null,
      round: p.knockout ? null : tournament ? (groupRounds.get(i) ?? null) : matchday(p.source.round),
      kind: p.knockout?.kind ?? 'regular',
      homeTeamId: p.homeId,
      awayTeamId: p.awayId,
      homeSource: null,
      awaySource: null,
      ...result(p, input.now, input.current ?? false),
      simSeed: input.current ? deriveSeed(externalRef) : 0,
      source: SOURCE,
      externalRef,
    });
    let seq = 0;
    for (const { goal, side, teamId: beneficiary, scorerTeamId } of goalsInOrder(p)) {
      const name = scorer(scorerTeamId, goal.name);
      const ref = playerRef(SOURCE, scorerTeamId, name);
      const playerId = ctx.playerId(ref);
      // A squad player the table knows only under the scorer list's spelling ("Maxi Araújo") takes that name.
      const known = players.get(ref);
      if (known && known.name === known.nameEn)
        known.name = chinesePlayerName(goal.name, teamNameEn.get(scorerTeamId)) ?? known.name;
      if (!players.has(ref))
        players.set(ref, {
          id: playerId,
          teamId: scorerTeamId,
          // The usual Chinese name where the table has one; the source's Latin name stays as nameEn (and in the ref).
          name: displayName(name, teamNameEn.get(scorerTeamId)),
          nameEn: name,
          source: SOURCE,
          externalRef: ref,
        });
      seq++;
      // 90+11' is minute 90 and 11 added, not 101: a sum would read as extra time and leave regular time short.
      const { minute, added } = goalMinute(goal);
      events.push({
        matchId: id,
        seq,
        minute: Math.min(minute, SMALLINT_MAX),
        addedMinute: added ? Math.min(added, SMALLINT_MAX) : null,
        // An own goal counts for the side it is listed under; the player is the other team's, and rankings skip it.
        type: goal.owngoal ? 'own_goal' : goal.penalty ? 'penalty_goal' : 'goal',
        side,
        teamId: beneficiary,
        playerId,
        assistPlayerId: null,
        detail: goal.penalty && !goal.owngoal ? 'penalty' : null,
      });
    }
  });

  const teamSourceNames: TeamSourceNameRow[] = [...teamIds].map(([name, id]) => ({ source: SOURCE, name, teamId: id }));
  return {
    competitions: [],
    seasons: [season],
    stages: stages.map((s) => s.row),
    teams: created,
    teamSourceNames,
    players: [...players.values()],
    matches,
    events,
  };
}

/**
 * Our team of each source name. A national team our table knows but the database does not yet hold (a data
 * folder made before it was added) is created with the id the demo world gives it.
 */
function resolveTeams(names: Set<string>, ctx: FeedContext): { ids: Map<string, number>; created: FeedTeamRow[] } {
  const ids = new Map<string, number>();
  const created = new Map<number, FeedTeamRow>();
  const unknown: string[] = [];
  for (const name of names) {
    const nameEn = OPENFOOTBALL_TEAM_NAMES[name] ?? name;
    let id = ctx.teamIdBySourceName(name) ?? ctx.teamIdByNameEn(nameEn);
    if (id === undefined) {
      const row = nationalTeamRow(nationalCodeOf(nameEn) ?? '');
      if (row) created.set(row.id, row);
      id = row?.id;
    }
    if (id === undefined) unknown.push(name);
    else ids.set(name, id);
  }
  if (unknown.length > 0) {
    throw new Error(
      `unknown teams: ${unknown.join(', ')} (map each to a team in team_source_names, source 'openfootball')`,
    );
  }
  return { ids, created: [...created.values()] };
}

/** The kick-off instant: the venue's offset when the time carries one ('13:00 UTC-6'), else the zone's wall clock. */
function kickoffOf(m: SourceMatch, zone: string, defaultTime = '00:00'): Date {
  const { time, offsetMinutes } = kickoffTime(m.time ?? defaultTime);
  if (offsetMinutes === null) return localTimeToUtc(m.date, time, zone);
  return new Date(localTimeToUtc(m.date, time, 'UTC').getTime() - offsetMinutes * 60_000);
}

/** A squad's team: its fifa_code's entry in the teams file, whose name is spelt as in the matches. */
function squadTeamId(squad: SourceSquad, teams: SourceTeamInfo[], teamId: (name: string) => number): number {
  const name = teams.find((t) => t.fifa_code === squad.fifa_code)?.name;
  return name === undefined ? 0 : teamId(name);
}

/** Every squad as player rows; a squad whose team the teams file does not name is an error, not a loss. */
function squadRows(
  input: OpenfootballInput,
  teamId: (name: string) => number,
  ctx: FeedContext,
  teamNameEn: ReadonlyMap<number, string>,
): FeedPlayerRow[] {
  return (input.squads ?? []).flatMap((squad) => {
    const id = squadTeamId(squad, input.teams ?? [], teamId);
    if (!id) throw new Error(`${input.file.name}: squad ${squad.fifa_code} has no team in the teams file`);
    const nationality = nationalTeamRow(squad.fifa_code)?.name ?? squad.name;
    return squadPlayers(squad, id, nationality, SOURCE, (ref) => ctx.playerId(ref), teamNameEn.get(id));
  });
}

/** '2024/25' (league, from the file's name) or '2022' (tournament); else the first kick-off's year. */
function seasonOf(name: string, placed: Placed[], tournament: boolean): { seasonName: string; startYear: number } {
  const split = /(\d{4})\/(\d{2})/.exec(name);
  if (split?.[1] && split[2] && !tournament)
    return { seasonName: `${split[1]}/${split[2]}`, startYear: Number(split[1]) };
  const year = /(\d{4})/.exec(name)?.[1];
  const first = Math.min(...placed.map((p) => p.kickoff.getTime()));
  const startYear = year ? Number(year) : new Date(first).getUTCFullYear();
  if (tournament) return { seasonName: String(startYear), startYear };
  return { seasonName: `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`, startYear };
}

function stagesOf(
  seasonId: number,
  placed: Placed[],
  groups: SourceGroupsFile | undefined,
  tournament: boolean,
): { key: string; row: StageRow }[] {
  if (!tournament) {
    return [
      {
        key: 'first',
        row: { id: realStageId(seasonId, 1), seasonId, ...LEAGUE_STAGE, phase: 1, groupNames: [], sortOrder: 1 },
      },
    ];
  }
  const fromMatches = placed.flatMap((p) => (p.source.group !== undefined ? [groupLetter(p.source.group)] : []));
  const groupNames = [...new Set([...(groups?.groups.map((g) => groupLetter(g.name)) ?? []), ...fromMatches])].sort();
  const knockouts = [
    ...new Map(placed.flatMap((p) => (p.knockout ? [[p.knockout.key, p.knockout] as const] : []))).values(),
  ].sort((a, b) => knockoutOrder(a.key) - knockoutOrder(b.key));
  return [
    {
      key: 'first',
      row: { id: realStageId(seasonId, 1), seasonId, ...GROUP_STAGE, phase: 1, groupNames, sortOrder: 1 },
    },
    ...knockouts.map((k, i) => ({
      key: k.key,
      row: {
        id: realStageId(seasonId, i + 2),
        seasonId,
        name: k.name,
        nameEn: k.nameEn,
        phase: k.phase,
        groupNames: [],
        sortOrder: i + 2,
      },
    })),
  ];
}

/** A group match's round is how many group matches its teams have played by then (1-3), not the source's calendar matchday. */
function groupRoundsOf(placed: Placed[]): Map<number, number> {
  const rounds = new Map<number, number>();
  const played = new Map<number, number>();
  placed
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.source.group !== undefined)
    .sort((a, b) => a.p.kickoff.getTime() - b.p.kickoff.getTime() || a.i - b.i)
    .forEach(({ p, i }) => {
      const round = Math.max(played.get(p.homeId) ?? 0, played.get(p.awayId) ?? 0) + 1;
      played.set(p.homeId, round);
      played.set(p.awayId, round);
      rounds.set(i, round);
    });
  return rounds;
}

const matchday = (round: string | undefined): number | null => {
  const n = /(\d+)/.exec(round ?? '')?.[1];
  return n ? Number(n) : null;
};

type ResultColumns = Pick<
  MatchRow,
  | 'statusId'
  | 'phase'
  | 'minute'
  | 'kickoffAt'
  | 'kickoffTimeSet'
  | 'homeScore'
  | 'awayScore'
  | 'homeHalfScore'
  | 'awayHalfScore'
  | 'homeExtraTimeScore'
  | 'awayExtraTimeScore'
  | 'homePenaltyScore'
  | 'awayPenaltyScore'
  | 'homeCorners'
  | 'awayCorners'
  | 'homeYellowCards'
  | 'awayYellowCards'
  | 'homeRedCards'
  | 'awayRedCards'
  | 'periodScores'
  | 'resultSource'
>;

/** The source's scores as they are: never a made-up one for a match it leaves open. */
function result(p: Placed, now: Date, current: boolean): ResultColumns {
  const { ft, et, ht, p: pens } = p.source.score ?? {};
  const empty = {
    homeCorners: null,
    awayCorners: null,
    homeYellowCards: null,
    awayYellowCards: null,
    homeRedCards: null,
    awayRedCards: null,
    periodScores: null,
  };
  if (!ft) {
    return {
      ...empty,
      statusId:
        p.source.status?.toLowerCase() === 'postponed'
          ? POSTPONED
          : current || p.kickoff.getTime() > now.getTime()
            ? NOT_STARTED
            : UNDECIDED,
      resultSource: null,
      phase: null,
      minute: null,
      kickoffAt: p.kickoff,
      kickoffTimeSet: p.source.time !== undefined,
      homeScore: null,
      awayScore: null,
      homeHalfScore: null,
      awayHalfScore: null,
      homeExtraTimeScore: null,
      awayExtraTimeScore: null,
      homePenaltyScore: null,
      awayPenaltyScore: null,
    };
  }
  const final = et ?? ft;
  return {
    ...empty,
    statusId: FOOTBALL_FINISHED,
    resultSource: 'record',
    phase: FINISHED_PHASE,
    minute: et ? 120 : 90,
    kickoffAt: p.kickoff,
    kickoffTimeSet: p.source.time !== undefined,
    homeScore: final[0],
    awayScore: final[1],
    homeHalfScore: ht?.[0] ?? null,
    awayHalfScore: ht?.[1] ?? null,
    homeExtraTimeScore: et?.[0] ?? null,
    awayExtraTimeScore: et?.[1] ?? null,
    homePenaltyScore: pens?.[0] ?? null,
    awayPenaltyScore: pens?.[1] ?? null,
  };
}

interface Side {
  goals: SourceGoal[];
  side: 1 | 2;
  teamId: number;
  /** An own goal's scorer plays for the other team. */
  scorerTeamId: (goal: SourceGoal) => number;
}

function sides(p: Placed): Side[] {
  return [
    { goals: p.source.goals1 ?? [], side: 1, teamId: p.homeId, scorerTeamId: (g) => (g.owngoal ? p.awayId : p.homeId) },
    { goals: p.source.goals2 ?? [], side: 2, teamId: p.awayId, scorerTeamId: (g) => (g.owngoal ? p.homeId : p.awayId) },
  ];
}

/** Both sides' goals in playing order (minute, then stoppage offset; home first on a tie, as listed). */
function goalsInOrder(p: Placed): { goal: SourceGoal; side: 1 | 2; teamId: number; scorerTeamId: number }[] {
  return sides(p)
    .flatMap((s) =>
      s.goals.map((goal) => ({ goal, side: s.side, teamId: s.teamId, scorerTeamId: s.scorerTeamId(goal) })),
    )
    .map((g) => ({ ...g, at: goalMinute(g.goal) }))
    .sort((a, b) => a.at.minute - b.at.minute || (a.at.added ?? 0) - (b.at.added ?? 0) || a.side - b.side);
}
