import { worldCupCentre } from '../centres';
import { TeamPage } from '../components/team-page';

/** SPEC §2 team page of the World Cup centre. */
export default function WorldCupTeam() {
  return <TeamPage centre={worldCupCentre} />;
}
