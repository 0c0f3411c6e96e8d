/** SPEC §3 Banner: an image entry with comma-separated images becomes one banner per image. */
export function splitBanners<E extends { id: number; images: string }>(
  entries: readonly E[],
): (Omit<E, 'images'> & { image: string; key: string })[] {
  return entries.flatMap((entry) => {
    const { images, ...rest } = entry;
    return images
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0)
      .map((image, i) => ({ ...rest, image, key: `${entry.id}-${i}` }));
  });
}
