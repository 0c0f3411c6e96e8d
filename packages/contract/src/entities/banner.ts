import { Type, type Static } from 'typebox';
import { ImageEntry } from './system';

/** One banner: an ImageEntry split per image (rules/banner.ts); `image` is a file id. */
export const Banner = Type.Object({
  ...Type.Omit(ImageEntry, ['images']).properties,
  image: Type.String(),
  /** Unique per banner: `<entry id>-<index>`. */
  key: Type.String(),
});
export type Banner = Static<typeof Banner>;
