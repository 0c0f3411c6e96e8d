import type { FootballPosition, Player } from '@sport/contract';

export type SquadGroupKey = FootballPosition | 'other';

/** Goalkeepers first, forwards last; players the source gives no position go under 其他. */
const ORDER: readonly SquadGroupKey[] = ['G', 'D', 'M', 'F', 'other'];

/** The squad by position, in shirt-number order inside each (players without a number last); empty groups left out. */
export function squadGroups(players: readonly Player[]): { key: SquadGroupKey; players: Player[] }[] {
  const byNumber = [...players].sort((a, b) => (a.shirtNumber ?? Infinity) - (b.shirtNumber ?? Infinity));
  return ORDER.map((key) => ({ key, players: byNumber.filter((p) => (p.position ?? 'other') === key) })).filter(
    (group) => group.players.length > 0,
  );
}
