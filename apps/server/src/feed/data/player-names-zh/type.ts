/**
 * Real players' usual simplified-Chinese names, by team (our English team name, or the source's spelling for a
 * team not in feed/data yet), then by the Latin name a source writes. A player a source spells two ways has both
 * spellings as keys with one Chinese name.
 */
export type PlayerNamesZh = Readonly<Record<string, Readonly<Record<string, string>>>>;
