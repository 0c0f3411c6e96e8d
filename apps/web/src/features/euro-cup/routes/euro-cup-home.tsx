import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the euro-cup area lands. */
export default function EuroCupHome() {
  return <ComingSoonTabPage titleKey="pages.euroCup" />;
}
