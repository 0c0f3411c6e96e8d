import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the ranking area lands. */
export default function RankUser() {
  return <ComingSoonPage titleKey="pages.rankUser" />;
}
