import type { StreamSource } from './pick-source';

/** Plays a live stream in a <video>; returns the detach function. The players load here, on demand only. */
export async function attachPlayer(
  video: HTMLVideoElement,
  source: StreamSource,
  onFatal: (reason: string) => void,
): Promise<() => void> {
  switch (source.kind) {
    case 'native-hls': {
      video.src = source.url;
      return () => {
        video.removeAttribute('src');
        video.load();
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
      return () => hls.destroy();
    }
    case 'flv': {
      const { default: mpegts } = await import('mpegts.js');
      const player = mpegts.createPlayer({ type: 'flv', isLive: true, url: source.url }, { enableStashBuffer: false });
      player.on(mpegts.Events.ERROR, (type: string) => onFatal(type));
      player.attachMediaElement(video);
      player.load();
      return () => player.destroy();
    }
  }
}
