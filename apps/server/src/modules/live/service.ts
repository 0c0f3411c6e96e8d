import { systemClock, type Clock } from '../../lib/clock';
import type { AnchorService } from '../anchor/service';
import { loadLiveAssets } from './assets';
import { livePlaylist, segmentIndex, segmentShift } from './playlist';
import { shiftTimestamps } from './retime';

export interface LiveServiceOptions {
  clock?: Clock;
  /** Which rooms exist: the anchor module's hosts. */
  rooms: Pick<AnchorService, 'roomExists'>;
}

export type LiveService = ReturnType<typeof createLiveService>;

/** The live rooms' streams: a playlist sliding with the clock over the committed test pattern. */
export function createLiveService({ clock = systemClock, rooms }: LiveServiceOptions) {
  const assets = loadLiveAssets();
  return {
    roomExists: (roomId: number): Promise<boolean> => rooms.roomExists(roomId),
    playlist: (roomId: number): string => livePlaylist(roomId, clock()),
    /** The bytes of media sequence number `sequence`: its committed segment, timed for its pass of the loop. */
    segment: (sequence: number): Buffer | undefined => {
      const bytes = assets.segments[segmentIndex(sequence)];
      return bytes && shiftTimestamps(bytes, segmentShift(sequence));
    },
    flv: (): Buffer => assets.flv,
  };
}
