/**
 * The drawing a browser fingerprint digests (device-id.ts): canvas rendering differs by GPU, fonts and
 * anti-aliasing, so with the UA and screen it separates devices that share a model, and survives a cleared
 * localStorage. Shared by the worker that draws it off the main thread and the main-thread fallback.
 */
export const SAMPLE_WIDTH = 200;
export const SAMPLE_HEIGHT = 40;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export function drawSample(ctx: Context2D): void {
  ctx.textBaseline = 'top';
  ctx.font = '14px Arial';
  ctx.fillStyle = '#f60';
  ctx.fillRect(100, 1, 62, 20);
  ctx.fillStyle = '#069';
  ctx.fillText('sport-info-h5 \u4f53\u80b2 \ud83c\udfc0', 2, 15);
}

/** FNV-1a, a cheap 32-bit digest, over UTF-16 code units or over 32-bit words. */
export function fnv1a(values: string | Uint32Array): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < values.length; i++) {
    hash ^= typeof values === 'string' ? values.charCodeAt(i) : values[i]!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** The drawing's pixels as a digest, or '' when this canvas cannot draw. */
export function pixelDigest(ctx: Context2D | null): string {
  if (!ctx) return '';
  drawSample(ctx);
  return fnv1a(new Uint32Array(ctx.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT).data.buffer));
}

// On the main thread: only where no worker can draw (and in currentDeviceId's corner before start-up).
export function canvasSample(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE_WIDTH;
    canvas.height = SAMPLE_HEIGHT;
    return pixelDigest(canvas.getContext('2d'));
  } catch {
    return '';
  }
}
