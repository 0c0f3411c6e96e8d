import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the nba area lands. */
export default function NbaPlayer() {
  return <ComingSoonPage titleKey="pages.player" />;
}
