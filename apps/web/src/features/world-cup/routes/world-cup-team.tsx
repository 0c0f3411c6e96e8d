import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the world-cup area lands. */
export default function WorldCupTeam() {
  return <ComingSoonPage titleKey="pages.team" />;
}
