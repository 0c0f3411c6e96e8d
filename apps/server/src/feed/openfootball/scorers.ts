/**
 * One player under two spellings is one player: within one team of one file, a surname alone that is the
 * last word of exactly one full name written elsewhere becomes that full name.
 */
export function scorerNames(
  goals: readonly { teamId: number; name: string }[],
): (teamId: number, name: string) => string {
  const fullNames = new Map<number, Set<string>>();
  for (const { teamId, name } of goals) {
    if (!/\s/.test(name.trim())) continue;
    const set = fullNames.get(teamId) ?? new Set<string>();
    set.add(name.trim());
    fullNames.set(teamId, set);
  }
  return (teamId, raw) => {
    const name = raw.trim();
    if (/\s/.test(name)) return name;
    const matches = [...(fullNames.get(teamId) ?? [])].filter((full) => full.split(/\s+/).at(-1) === name);
    return matches.length === 1 && matches[0] !== undefined ? matches[0] : name;
  };
}
