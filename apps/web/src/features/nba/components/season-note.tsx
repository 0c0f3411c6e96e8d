import { SimulatedNote } from '../../../components/ui/simulated-note';
import { useSimulatedFrom } from '../api/get-seasons';

/**
 * Under a season switch (the centre, a team, a player): from which day the season's scores are simulated, so a
 * team's results or a player's averages are not taken for the record; nothing under a season of the record.
 */
export function SeasonNote({ seasonId }: { seasonId: number }) {
  return <SimulatedNote from={useSimulatedFrom(seasonId)} textKey="nba.simulatedFrom" />;
}
