import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the nba area lands. */
export default function NbaHome() {
  return <ComingSoonTabPage titleKey="pages.nba" />;
}
