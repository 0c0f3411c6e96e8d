import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the five-leagues area lands. */
export default function FiveLeaguesPlayer() {
  return <ComingSoonPage titleKey="pages.player" />;
}
