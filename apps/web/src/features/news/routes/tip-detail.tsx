import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the news area lands. */
export default function TipDetail() {
  return <ComingSoonPage titleKey="pages.newsDetail" />;
}
