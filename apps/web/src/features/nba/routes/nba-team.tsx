import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the nba area lands. */
export default function NbaTeam() {
  return <ComingSoonPage titleKey="pages.team" />;
}
