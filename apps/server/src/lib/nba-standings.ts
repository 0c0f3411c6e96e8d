/** A team as the standings need it. */
export interface StandingsTeam {
  teamId: number;
  conference: 1 | 2;
  division: string;
}

/** A finished game. */
export interface StandingsGame {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
  /** Epoch ms: orders the streak and the last ten. */
  at: number;
}

export interface StandingsLine {
  rank: number;
  teamId: number;
  conference: 1 | 2;
  won: number;
  lost: number;
  winRate: number;
  gamesBehind: number;
  homeWon: number;
  homeLost: number;
  awayWon: number;
  awayLost: number;
  conferenceWon: number;
  conferenceLost: number;
  lastTenWon: number;
  lastTenLost: number;
  /** 'W3', 'L1'; '' before any game. */
  streak: string;
}

type Tally = Omit<StandingsLine, 'rank' | 'winRate' | 'gamesBehind' | 'streak'> & { division: string; results: { at: number; won: boolean; opponent: number }[] };

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const rate = (won: number, lost: number) => (won + lost === 0 ? 0 : won / (won + lost));

/**
 * Conference standings, each conference ranked by win %, ties broken the NBA way: head-to-head among the tied
 * teams, then a division leader before a team that leads none, then the record against the conference; the
 * team id last, so the order is total. Games behind are counted from the conference's first.
 */
export function nbaStandings(teams: readonly StandingsTeam[], games: readonly StandingsGame[]): StandingsLine[][] {
  const tallies = new Map<number, Tally>();
  for (const t of teams) {
    tallies.set(t.teamId, {
      teamId: t.teamId,
      conference: t.conference,
      division: t.division,
      won: 0,
      lost: 0,
      homeWon: 0,
      homeLost: 0,
      awayWon: 0,
      awayLost: 0,
      conferenceWon: 0,
      conferenceLost: 0,
      lastTenWon: 0,
      lastTenLost: 0,
      results: [],
    });
  }
  for (const g of games) {
    const home = tallies.get(g.homeId);
    const away = tallies.get(g.awayId);
    if (!home || !away || g.homeScore === g.awayScore) continue;
    const homeWon = g.homeScore > g.awayScore;
    record(home, homeWon, 'home', home.conference === away.conference, g.at, away.teamId);
    record(away, !homeWon, 'away', home.conference === away.conference, g.at, home.teamId);
  }
  const divisionLeaders = new Set<number>();
  const byDivision = groupBy([...tallies.values()], (t) => t.division);
  for (const group of byDivision.values()) {
    const [leader] = rank(group, new Set());
    if (leader) divisionLeaders.add(leader.teamId);
  }
  return ([1, 2] as const).map((conference) => {
    const ordered = rank(
      [...tallies.values()].filter((t) => t.conference === conference),
      divisionLeaders,
    );
    const first = ordered[0];
    return ordered.map((t, i): StandingsLine => {
      const sorted = [...t.results].sort((a, b) => a.at - b.at);
      const lastTen = sorted.slice(-10);
      const { results: _results, division: _division, ...rest } = t;
      return {
        ...rest,
        rank: i + 1,
        winRate: Math.round(rate(t.won, t.lost) * 1000) / 1000,
        gamesBehind: first ? (first.won - t.won + (t.lost - first.lost)) / 2 : 0,
        lastTenWon: lastTen.filter((r) => r.won).length,
        lastTenLost: lastTen.filter((r) => !r.won).length,
        streak: streakOf(sorted),
      };
    });
  });
}

function record(t: Tally, won: boolean, side: 'home' | 'away', sameConference: boolean, at: number, opponent: number): void {
  if (won) t.won++;
  else t.lost++;
  if (side === 'home') {
    if (won) t.homeWon++;
    else t.homeLost++;
  } else if (won) t.awayWon++;
  else t.awayLost++;
  if (sameConference) {
    if (won) t.conferenceWon++;
    else t.conferenceLost++;
  }
  t.results.push({ at, won, opponent });
}

function streakOf(sorted: readonly { won: boolean }[]): string {
  const last = sorted.at(-1);
  if (!last) return '';
  let n = 0;
  for (let i = sorted.length - 1; i >= 0 && sorted[i]?.won === last.won; i--) n++;
  return `${last.won ? 'W' : 'L'}${n}`;
}

/** Orders teams by win %, then each group of equal win % by the tie-breakers. */
function rank(group: readonly Tally[], divisionLeaders: ReadonlySet<number>): Tally[] {
  const byRate = groupBy(group, (t) => rate(t.won, t.lost));
  return [...byRate.keys()]
    .sort((a, b) => b - a)
    .flatMap((r) => breakTie(byRate.get(r) ?? [], divisionLeaders));
}

function breakTie(tied: readonly Tally[], divisionLeaders: ReadonlySet<number>): Tally[] {
  if (tied.length < 2) return [...tied];
  const ids = new Set(tied.map((t) => t.teamId));
  const headToHead = (t: Tally) => {
    const among = t.results.filter((r) => ids.has(r.opponent));
    return rate(among.filter((r) => r.won).length, among.filter((r) => !r.won).length);
  };
  const keys = new Map(
    tied.map((t) => [t.teamId, [headToHead(t), divisionLeaders.has(t.teamId) ? 1 : 0, rate(t.conferenceWon, t.conferenceLost)]] as const),
  );
  return [...tied].sort((a, b) => {
    const ka = keys.get(a.teamId) ?? [];
    const kb = keys.get(b.teamId) ?? [];
    for (let i = 0; i < ka.length; i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.teamId - b.teamId;
  });
}
