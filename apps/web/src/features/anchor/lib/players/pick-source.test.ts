import { describe, expect, it } from 'vitest';
import { pickSource } from './pick-source';

const both = { m3u8: '/live/1/index.m3u8', flv: '/live/1/stream.flv', rtmp: '' };

describe('pickSource', () => {
  it("prefers the browser's own HLS", () => {
    expect(pickSource(both, { nativeHls: true, mse: true })).toEqual({ kind: 'native-hls', url: both.m3u8 });
  });
  it('uses hls.js for the m3u8 where only MSE exists', () => {
    expect(pickSource(both, { nativeHls: false, mse: true })).toEqual({ kind: 'hls', url: both.m3u8 });
  });
  it('falls back to the FLV through mpegts.js when there is no m3u8', () => {
    expect(pickSource({ ...both, m3u8: '' }, { nativeHls: false, mse: true })).toEqual({ kind: 'flv', url: both.flv });
  });
  it('gives up when nothing can play', () => {
    expect(pickSource(both, { nativeHls: false, mse: false })).toBeNull();
    expect(pickSource({ m3u8: '', flv: '', rtmp: 'rtmp://x' }, { nativeHls: true, mse: true })).toBeNull();
  });
});
