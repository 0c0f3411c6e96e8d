import { SimulatedNote } from '../../../components/ui/simulated-note';
import type { SeasonOption } from '../centres';

/**
 * Under a league season's switch (the centre, a team, a player): from which day its scores are simulated, or which
 * of a past season's results its source lacks. Nothing for a season the record holds whole, or while loading.
 */
export function SeasonNotes({ season }: { season: SeasonOption | undefined }) {
  return (
    <>
      <SimulatedNote from={season?.simulatedFrom} textKey="football.simulatedFrom" />
      <SimulatedNote from={season?.unrecorded?.from} count={season?.unrecorded?.count} textKey="football.unrecordedFrom" />
    </>
  );
}
