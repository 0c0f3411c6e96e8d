// Draws the fingerprint's canvas sample (canvas-sample.ts) in a worker and posts its digest ('' when it cannot).
// The first text drawn on a canvas sets up its fonts: ~100–500 ms of main thread at 4× CPU, before the first
// request could go out (docs/decisions/038-first-screen-main-thread.md).
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, pixelDigest } from './canvas-sample';

let digest = '';
try {
  digest = pixelDigest(new OffscreenCanvas(SAMPLE_WIDTH, SAMPLE_HEIGHT).getContext('2d'));
} catch {
  // no 2D context in this worker: the caller falls back to a generated id
}
postMessage(digest);
