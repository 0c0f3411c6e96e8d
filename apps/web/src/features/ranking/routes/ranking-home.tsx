import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the ranking area lands. */
export default function RankingHome() {
  return <ComingSoonTabPage titleKey="pages.ranking" />;
}
