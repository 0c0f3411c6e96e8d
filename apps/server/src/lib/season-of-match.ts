/**
 * The season of every match of the seasons something was cached for, learnt once per season, so a
 * `match.<id>` event finds the season answers to drop. Concurrent first watches share one load; a failed
 * load is tried again on the next.
 */
export class SeasonOfMatch {
  private readonly seasonOf = new Map<number, number>();
  private readonly watched = new Map<number, Promise<void>>();

  constructor(private readonly matchIdsOf: (seasonId: number) => Promise<number[]>) {}

  watch(seasonId: number): Promise<void> {
    let loaded = this.watched.get(seasonId);
    if (!loaded) {
      loaded = this.matchIdsOf(seasonId).then((ids) => {
        for (const id of ids) this.seasonOf.set(id, seasonId);
      });
      this.watched.set(seasonId, loaded);
      loaded.catch(() => this.watched.delete(seasonId));
    }
    return loaded;
  }

  /** The match's season, or undefined for a match of a season nothing was read for. */
  of(matchId: number): number | undefined {
    return this.seasonOf.get(matchId);
  }
}
