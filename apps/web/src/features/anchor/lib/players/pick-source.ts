import type { VideoSourceDetail } from '@sport/contract';

export type StreamSource = { kind: 'native-hls' | 'hls'; url: string } | { kind: 'flv'; url: string };

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Which way a room plays here: the browser's own HLS when it has it (Safari, iOS WebViews), else hls.js
 * over MSE for the m3u8, else mpegts.js for the FLV. Null when the room offers nothing this browser can play.
 */
export function pickSource(
  source: VideoSourceDetail,
  can: { nativeHls: boolean; mse: boolean },
): StreamSource | null {
  if (source.m3u8 && can.nativeHls) return { kind: 'native-hls', url: source.m3u8 };
  if (source.m3u8 && can.mse) return { kind: 'hls', url: source.m3u8 };
  if (source.flv && can.mse) return { kind: 'flv', url: source.flv };
  return null;
}

export function browserCan(video: HTMLVideoElement): { nativeHls: boolean; mse: boolean } {
  return {
    nativeHls: video.canPlayType(HLS_MIME) !== '',
    mse: typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window),
  };
}
