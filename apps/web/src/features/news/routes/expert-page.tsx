import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the news area lands. */
export default function ExpertPage() {
  return <ComingSoonPage titleKey="pages.newsUser" />;
}
