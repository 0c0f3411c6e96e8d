/** SPEC §2 NBA addresses. */
export const teamPath = (teamId: number) => `/nba/team/${teamId}`;
export const playerPath = (playerId: number) => `/nba/player/${playerId}`;
