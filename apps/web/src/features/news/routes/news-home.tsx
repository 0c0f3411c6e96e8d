import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the news area lands. */
export default function NewsHome() {
  return <ComingSoonTabPage titleKey="pages.news" />;
}
