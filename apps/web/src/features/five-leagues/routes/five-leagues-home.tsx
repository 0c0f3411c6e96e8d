import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the five-leagues area lands. */
export default function FiveLeaguesHome() {
  return <ComingSoonTabPage titleKey="pages.fiveLeagues" />;
}
