import { InvalidError } from '../domain-errors';
import { photoDimensions } from './photo-dimensions';
import { stripPhotoMetadata } from './photo-metadata';
import { sniffPhotoType, type PhotoType } from './photo-type';

const MIB = 1024 * 1024;

export interface ImageLimits {
  /** The field named in a refusal (`photo`, `image`). */
  field: string;
  maxBytes: number;
  maxSide: number;
}

/**
 * An uploaded image as it may be stored and served to everyone: checked by size, by its bytes (never the name or
 * the Content-Type a client claims) and by the dimensions it declares, then stripped of its metadata (the GPS
 * position and camera data of a phone photo). Refusals name the field, in the words a user reads.
 */
export function checkedImage(
  uploaded: Buffer,
  { field, maxBytes, maxSide }: ImageLimits,
): { bytes: Buffer; contentType: PhotoType } {
  if (uploaded.length === 0) throw new InvalidError(field, '请选择要上传的图片');
  if (uploaded.length > maxBytes) {
    const cap = maxBytes >= MIB ? `${maxBytes / MIB}MB` : `${Math.floor(maxBytes / 1024)}KB`;
    throw new InvalidError(field, `图片不能超过${cap}`);
  }
  const contentType = sniffPhotoType(uploaded);
  if (!contentType) throw new InvalidError(field, '只能上传JPG、PNG、WebP或GIF图片');
  const size = photoDimensions(uploaded, contentType);
  if (size && (size.width > maxSide || size.height > maxSide)) {
    throw new InvalidError(field, `图片的宽和高不能超过${maxSide}像素`);
  }
  const bytes = stripPhotoMetadata(uploaded, contentType);
  if (!bytes) throw new InvalidError(field, '图片文件已损坏，请换一张');
  return { bytes, contentType };
}
