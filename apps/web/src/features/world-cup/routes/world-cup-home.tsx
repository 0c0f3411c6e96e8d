import { ComingSoonTabPage } from '../../../components/ui/coming-soon-tab';

/** Frame until the world-cup area lands. */
export default function WorldCupHome() {
  return <ComingSoonTabPage titleKey="pages.worldCup" />;
}
