import { fiveLeaguesCentre } from '../centres';
import { PlayerPage } from '../components/player-page';

/** SPEC §2 player page of the five leagues centre. */
export default function FiveLeaguesPlayer() {
  return <PlayerPage centre={fiveLeaguesCentre} />;
}
