import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the forum area lands. */
export default function ForumHome() {
  return <ComingSoonTabPage titleKey="pages.forum" />;
}
