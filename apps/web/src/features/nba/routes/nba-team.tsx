import { TeamPage } from '../components/team-page';

/** SPEC §2 /nba/team/:id. */
export default function NbaTeam() {
  return <TeamPage />;
}
