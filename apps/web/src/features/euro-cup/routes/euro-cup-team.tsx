import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the euro-cup area lands. */
export default function EuroCupTeam() {
  return <ComingSoonPage titleKey="pages.team" />;
}
