import { SportId } from '../constants';
import { isBasketballNotStarted } from '../enums/basketball-status';
import { isFootballNotStarted } from '../enums/football-status';

/** Whether a match of either sport has yet to start, in its sport's status map (SPEC §4: both use 1). */
export const isMatchNotStarted = (sportId: number, statusId: number): boolean =>
  sportId === SportId.Basketball ? isBasketballNotStarted(statusId) : isFootballNotStarted(statusId);
