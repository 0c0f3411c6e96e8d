import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the news area lands. */
export default function AllExperts() {
  return <ComingSoonPage titleKey="pages.allGods" />;
}
