/** A moment's photos: comma-separated file ids (SPEC §3). */
export const photoIds = (photos: string): string[] =>
  photos
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
