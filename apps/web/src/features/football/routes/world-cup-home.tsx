import { worldCupCentre } from '../centres';
import { CentreHome } from '../components/centre-home';

/** SPEC §2 /world-cup: the football centre with the world cup settings. */
export default function WorldCupHome() {
  return <CentreHome centre={worldCupCentre} />;
}
