/** The address of our match page (issue 24), with the tab when one is named. */
export const matchPagePath = (matchId: number, tab?: string): string =>
  tab ? `/match/${matchId}/${tab}` : `/match/${matchId}`;
