import { euroCupCentre } from '../centres';
import { TeamPage } from '../components/team-page';

/** SPEC §2 team page of the Euro centre. */
export default function EuroCupTeam() {
  return <TeamPage centre={euroCupCentre} />;
}
