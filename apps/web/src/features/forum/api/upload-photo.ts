import {
  Code,
  FORUM_PHOTO_MAX_BYTES,
  FORUM_PHOTO_TYPES,
  forumRoutes,
  isSuccessCode,
  type ForumPhoto,
} from '@sport/contract';
import { buildHeaders, resolveUrl } from '../../../lib/http';
import { ApiError, NetworkError } from '../../../lib/http-errors';

/** Why a picked file cannot be a thread's photo ('type' or 'size'), checked before it is sent; null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(FORUM_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FORUM_PHOTO_MAX_BYTES) return 'size';
  return null;
}

function envelopeOf(text: string): { code: number; data: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { code, data } = value as { code?: unknown; data?: unknown };
    return typeof code === 'number' ? { code, data } : null;
  } catch {
    return null;
  }
}

/**
 * Sends one photo as the raw body (the route takes the bytes, not a form), signed with the app's SPEC §7 headers
 * (`buildHeaders`, as `request()` signs). XMLHttpRequest rather than fetch: its upload reports progress, which
 * `onProgress` gets as 0–1. Rejects with ApiError / NetworkError as `request()` does; `signal` stops it.
 */
export function uploadPhoto(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ForumPhoto> {
  const path = forumRoutes.photoUpload.path;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', resolveUrl(path));
    for (const [name, value] of Object.entries(buildHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const envelope = envelopeOf(xhr.responseText);
      if (envelope && isSuccessCode(envelope.code)) resolve(envelope.data as ForumPhoto);
      else reject(new ApiError(envelope?.code ?? (xhr.status >= 400 ? xhr.status : Code.Internal), '', path));
    };
    xhr.onerror = () => reject(new NetworkError(path, new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('upload stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
