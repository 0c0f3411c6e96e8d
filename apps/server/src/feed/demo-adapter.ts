import type { FeedAdapter } from './adapter';
import type { WorldRows } from './world/types';

/** The demo world as a provider: its rows already carry their ids and map no source names. */
export function demoAdapter(world: WorldRows): FeedAdapter {
  return {
    source: 'demo',
    read: () => ({ ...world, teamSourceNames: [] }),
  };
}
