import { fiveLeaguesCentre } from '../centres';
import { CentreHome } from '../components/centre-home';

/** SPEC §2 /five-leagues: the football centre with the five leagues settings. */
export default function FiveLeaguesHome() {
  return <CentreHome centre={fiveLeaguesCentre} />;
}
