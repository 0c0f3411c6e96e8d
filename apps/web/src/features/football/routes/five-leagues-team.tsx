import { fiveLeaguesCentre } from '../centres';
import { TeamPage } from '../components/team-page';

/** SPEC §2 team page of the five leagues centre. */
export default function FiveLeaguesTeam() {
  return <TeamPage centre={fiveLeaguesCentre} />;
}
