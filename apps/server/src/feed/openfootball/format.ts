/** The openfootball JSON shapes (football.json leagues, worldcup.json / euro.json tournaments). */
export type SourceTeam = string | { name: string; code?: string };

export interface SourceGoal {
  name: string;
  minute: number;
  offset?: number;
  penalty?: boolean;
  owngoal?: boolean;
}

export interface SourceMatch {
  num?: number;
  round?: string;
  date: string;
  time?: string;
  team1: SourceTeam;
  team2: SourceTeam;
  /** Empty when the source has no result; ft after 90', et after 120', p the shoot-out. */
  score?: { ht?: [number, number]; ft?: [number, number]; et?: [number, number]; p?: [number, number] };
  goals1?: SourceGoal[];
  goals2?: SourceGoal[];
  /** 'Group A' in a tournament's group stage. */
  group?: string;
  /** 'awarded' for a result given at the table. */
  status?: string;
}

export interface SourceFile {
  name: string;
  matches?: SourceMatch[];
  rounds?: { name: string; matches: SourceMatch[] }[];
}

export interface SourceGroupsFile {
  name?: string;
  groups: { name: string; teams: SourceTeam[] }[];
}

export const teamName = (team: SourceTeam): string => (typeof team === 'string' ? team : team.name);

/** Both shapes as one list; a match under `rounds[]` takes its round's name. */
export function sourceMatches(file: SourceFile): SourceMatch[] {
  if (file.rounds) return file.rounds.flatMap((r) => r.matches.map((m) => ({ ...m, round: m.round ?? r.name })));
  return file.matches ?? [];
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
