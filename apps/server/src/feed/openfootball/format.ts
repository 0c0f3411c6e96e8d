/** The openfootball JSON shapes (football.json leagues, worldcup.json / euro.json tournaments). */
export type SourceTeam = string | { name: string; code?: string };

export interface SourceGoal {
  name: string;
  /** A number (offset apart) up to 2022; a string with the stoppage inside from 2026 ("90+4"). */
  minute: number | string;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}

export interface SourceMatch {
  num?: number;
  round?: string;
  date: string;
  /** The local kick-off, '20:00', or with the venue's offset from 2026, '13:00 UTC-6'. */
  time?: string;
  team1: SourceTeam;
  team2: SourceTeam;
  /**
   * Empty when the source has no result; ft after 90', et after 120', p the shoot-out. The 2026/27 files write a
   * goalless draw as a bare `[0, 0]`: sourceMatches reads it as `{ ft: [0, 0] }`.
   */
  score?: SourceScore;
  goals1?: SourceGoal[];
  goals2?: SourceGoal[];
  /** 'Group A' in a tournament's group stage. */
  group?: string;
  /** 'awarded' for a result given at the table; 'postponed' (no time, no score) while a new date is not set. */
  status?: string;
}

export interface SourceScore {
  ht?: [number, number];
  ft?: [number, number];
  et?: [number, number];
  p?: [number, number];
}

export type RawMatch = Omit<SourceMatch, 'score'> & { score?: SourceScore | [number, number] };

/** A bare `[h, a]` score is a full-time score without half-time (the 2026/27 files' goalless draws). */
function normalised(m: RawMatch): SourceMatch {
  return Array.isArray(m.score) ? { ...m, score: { ft: [m.score[0], m.score[1]] } } : (m as SourceMatch);
}

export interface SourceFile {
  name: string;
  /** As written: a score may be the bare array (see SourceMatch.score); read them through sourceMatches. */
  matches?: RawMatch[];
  rounds?: { name: string; matches: RawMatch[] }[];
}

export interface SourceGroupsFile {
  name?: string;
  groups: { name: string; teams: SourceTeam[] }[];
}

export const teamName = (team: SourceTeam): string => (typeof team === 'string' ? team : team.name);

/** Both shapes as one list; a match under `rounds[]` takes its round's name. */
export function sourceMatches(file: SourceFile): SourceMatch[] {
  if (file.rounds)
    return file.rounds.flatMap((r) => r.matches.map((m) => normalised({ ...m, round: m.round ?? r.name })));
  return (file.matches ?? []).map(normalised);
}

/** A light shape check so a wrong file fails with a sentence, not deep in the writer. */
export function parseSourceFile(json: unknown, label: string): SourceFile {
  const file = json as Partial<SourceFile> | null;
  if (!file || typeof file !== 'object' || (!Array.isArray(file.matches) && !Array.isArray(file.rounds))) {
    throw new Error(`${label}: not an openfootball file (no matches[] or rounds[])`);
  }
  for (const m of sourceMatches(file as SourceFile)) {
    if (typeof m.date !== 'string' || !m.team1 || !m.team2) throw new Error(`${label}: a match without date or teams`);
  }
  return { name: typeof file.name === 'string' ? file.name : label, ...file };
}

export function parseGroupsFile(json: unknown, label: string): SourceGroupsFile {
  const file = json as Partial<SourceGroupsFile> | null;
  if (!file || !Array.isArray(file.groups)) throw new Error(`${label}: not an openfootball groups file (no groups[])`);
  return file as SourceGroupsFile;
}

/** 'Group A' → 'A'. */
export const groupLetter = (group: string): string => group.replace(/^Group\s+/i, '').trim();

/** World Cup 2026 `.squads.json`: one entry per team, joined to the matches through `fifa_code`. */
export interface SourceSquad {
  name: string;
  fifa_code: string;
  players: {
    number?: number;
    pos?: string;
    name: string;
    club?: { name?: string; country?: string };
    date_of_birth?: string;
  }[];
}

/** World Cup 2026 `.teams.json`: `name` is spelt as in the matches. */
export interface SourceTeamInfo {
  name: string;
  fifa_code: string;
  name_normalised?: string;
}

/** A list whose every entry is an object (its fields still to check). */
const entries = (json: unknown): Record<string, unknown>[] | null =>
  Array.isArray(json) && json.every((t) => t !== null && typeof t === 'object') ? (json as Record<string, unknown>[]) : null;

export function parseSquadsFile(json: unknown, label: string): SourceSquad[] {
  const list = entries(json);
  if (!list || list.some((t) => typeof t.fifa_code !== 'string' || !Array.isArray(t.players)))
    throw new Error(`${label}: not an openfootball squads file (a list of {fifa_code, players[]})`);
  return json as SourceSquad[];
}

export function parseTeamsFile(json: unknown, label: string): SourceTeamInfo[] {
  const list = entries(json);
  if (!list || list.some((t) => typeof t.fifa_code !== 'string' || typeof t.name !== 'string'))
    throw new Error(`${label}: not an openfootball teams file (a list of {name, fifa_code})`);
  return json as SourceTeamInfo[];
}

/** '90+4' → minute 90, 4 added; 106 → 106; a number with its `offset` (up to 2022) as given. */
export function goalMinute(goal: SourceGoal): { minute: number; added: number | null } {
  if (typeof goal.minute === 'number') return { minute: goal.minute, added: goal.offset ?? null };
  const m = /^\s*(\d+)\s*(?:\+\s*(\d+))?\s*'?\s*$/.exec(goal.minute);
  if (!m?.[1]) throw new Error(`a goal minute that is not a minute: "${goal.minute}"`);
  const added = m[2] !== undefined ? Number(m[2]) : (goal.offset ?? null);
  return { minute: Number(m[1]), added: added === 0 ? null : added };
}

/** '13:00 UTC-6' → time '13:00', offset −360 minutes; '20:00' → no offset (the competition's zone applies). */
export function kickoffTime(time: string | undefined): { time: string; offsetMinutes: number | null } {
  const m = /^\s*(\d{1,2}:\d{2})\s*(?:UTC\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?)?\s*$/i.exec(time ?? '00:00');
  if (!m?.[1]) throw new Error(`bad kick-off time: "${time ?? ''}"`);
  if (m[2] === undefined) return { time: m[1], offsetMinutes: null };
  const sign = m[2] === '-' ? -1 : 1;
  return { time: m[1], offsetMinutes: sign * (Number(m[3]) * 60 + Number(m[4] ?? 0)) };
}
