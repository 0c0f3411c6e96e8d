import { ComingSoonPage } from '../../../components/ui/coming-soon';

/** Frame until the news area lands. */
export default function ProgramDetail() {
  return <ComingSoonPage titleKey="pages.programDetail" />;
}
