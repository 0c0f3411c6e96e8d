import { NbaHome as Centre } from '../components/nba-home';

/** SPEC §2 /nba: the NBA centre. */
export default function NbaHome() {
  return <Centre />;
}
