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

/**
 * Sends one photo as the raw body (the route takes the bytes, not a form), signed with the app's SPEC §7 headers
 * (`buildHeaders`, as `request()` signs): `request()` sends only forms and JSON. Rejects with ApiError /
 * NetworkError as `request()` does, silently (the picker shows the photo's state); `signal` stops it.
 */
export async function uploadPhoto(file: Blob, signal?: AbortSignal): Promise<ForumPhoto> {
  const path = forumRoutes.photoUpload.path;
  let response: Response;
  try {
    // the bytes themselves (≤ 5 MiB), not the Blob: every fetch sends an ArrayBuffer as is
    const body = await file.arrayBuffer();
    response = await fetch(resolveUrl(path), {
      method: 'POST',
      headers: { ...buildHeaders(), 'content-type': file.type || 'application/octet-stream' },
      body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(path, error);
  }
  const payload: unknown = await response.json().catch(() => null);
  const { code, data } = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    code?: unknown;
    data?: unknown;
  };
  if (typeof code === 'number' && isSuccessCode(code)) return data as ForumPhoto;
  throw new ApiError(
    typeof code === 'number' ? code : response.status >= 400 ? response.status : Code.Internal,
    '',
    path,
  );
}
