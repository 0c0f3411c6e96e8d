import type { StreamSource } from './pick-source';

/** A stream playing in a <video>. */
export interface Playback {
  detach(): void;
  /**
   * The wall-clock instant of the frame on screen, from the stream's own timestamps (HLS
   * EXT-X-PROGRAM-DATE-TIME), in epoch ms; null when the stream carries none (FLV) or nothing plays yet.
   */
  playingAt(): number | null;
}

/** Safari's native HLS exposes the program date of the stream's start (not in the DOM typings). */
type DatedVideo = HTMLVideoElement & { getStartDate?: () => Date };

/** Plays a live stream in a <video>. The players load here, on demand only. */
export async function attachPlayer(video: HTMLVideoElement, source: StreamSource, onFatal: (reason: string) => void): Promise<Playback> {
  switch (source.kind) {
    case 'native-hls': {
      video.src = source.url;
      return {
        detach: () => {
          video.removeAttribute('src');
          video.load();
        },
        playingAt: () => {
          const start = (video as DatedVideo).getStartDate?.().getTime();
          return start !== undefined && Number.isFinite(start) ? start + video.currentTime * 1000 : null;
        },
      };
    }
    case 'hls': {
      const { default: Hls } = await import('hls.js/light');
      const hls = new Hls({ lowLatencyMode: false, liveSyncDurationCount: 2 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // a network hiccup on a live playlist is retried once by restarting the load; anything else ends it
        if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
        else onFatal(data.details);
      });
      hls.loadSource(source.url);
      hls.attachMedia(video);
      return { detach: () => hls.destroy(), playingAt: () => hls.playingDate?.getTime() ?? null };
    }
    case 'flv': {
      const { default: mpegts } = await import('mpegts.js');
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: source.url }, { enableStashBuffer: false });
      player.on(mpegts.Events.ERROR, (type: string) => onFatal(type));
      player.attachMediaElement(video);
      player.load();
      return { detach: () => player.destroy(), playingAt: () => null };
    }
  }
}
