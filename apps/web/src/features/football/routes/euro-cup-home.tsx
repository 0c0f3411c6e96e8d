import { euroCupCentre } from '../centres';
import { CentreHome } from '../components/centre-home';

/** SPEC §2 /euro-cup: the football centre with the euro cup settings. */
export default function EuroCupHome() {
  return <CentreHome centre={euroCupCentre} />;
}
