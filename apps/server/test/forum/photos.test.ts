import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_PHOTO_MAX_BYTES, FORUM_PHOTOS_MAX, forumRoutes } from '@sport/contract';
import { forumPhotos } from '../../src/db/schema/forum';
import { DEMO_PHOTO_COLOURS, gradientPng } from '../../src/feed/demo-forum-photos';
import { buildTestApp, type TestApp } from '../helpers/app';
import { postThread, signUp, upload, type Member } from './fixture';
import type { Session } from '../helpers/app';

// Photos as a poster sees them: uploaded as raw bytes, checked by size and by content (not by the name or the
// Content-Type claimed), served back unsigned with immutable caching, and at most nine on a thread.

let t: TestApp;
let poster: Member;
let other: Member;
/** A member of their own for a test that uploads many (FORUM_PHOTO_PER_MINUTE per user). */
let members = 0;
const freshMember = () => signUp(t, `photo_member_${++members}`);

const png = (i: number) => {
  const [from, to] = DEMO_PHOTO_COLOURS[i % DEMO_PHOTO_COLOURS.length] ?? [
    [0, 0, 0],
    [255, 255, 255],
  ];
  return gradientPng(40 + i, 30, from, to);
};
const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
// A VP8 chunk of the 64 bytes appended below, in a RIFF that adds up.
const webpHead = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([76, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.from([64, 0, 0, 0]),
]);
const gifHead = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  poster = await signUp(t, 'photo_poster');
  other = await signUp(t, 'photo_other');
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** A photo's url as an <img> loads it: unsigned; with a session's token when `session` is given. */
const fetchPhoto = (url: string, session?: Session, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(session ? { token: session.token, uid: String(session.uid) } : {}), ...headers },
  });

describe('uploading a photo', () => {
  it('stores a PNG and serves its bytes back unsigned, cached by ETag', async () => {
    const bytes = png(1);
    const res = await upload(t, bytes, poster, 'image/png');
    expect(res.status).toBe(200);
    const photo = res.body.data;
    if (!photo) throw new Error(res.body.msg);
    expect(photo.id).toMatch(/^[0-9a-f]{24}$/);
    expect(photo.url).toBe(`/api/forehead/forum/photo/${photo.id}`);

    const served = await fetchPhoto(photo.url, poster);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const again = await fetchPhoto(photo.url, poster, { 'if-none-match': String(served.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The same bytes again are the same photo.
    expect((await upload(t, bytes, other)).body.data).toEqual(photo);
  });

  it('reads JPEG, WebP and GIF from their bytes, whatever Content-Type is claimed', async () => {
    for (const [head, type] of [
      [jpegHead, 'image/jpeg'],
      [webpHead, 'image/webp'],
      [gifHead, 'image/gif'],
    ] as const) {
      const res = await upload(t, Buffer.concat([head, Buffer.alloc(64, 7)]), poster, 'text/plain');
      expect(res.body.code, res.body.msg).toBe(1);
      const served = await fetchPhoto(res.body.data?.url ?? '', poster);
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('stores a phone JPEG without its EXIF (GPS position, camera), keeping the image bytes and its orientation', async () => {
    const segment = (marker: number, payload: Buffer) =>
      Buffer.concat([Buffer.from([0xff, marker, 0, payload.length + 2]), payload]);
    // Big-endian TIFF: IFD0 with Orientation 6 (rotate to show) and a GPSInfo pointer to a latitude of Shanghai.
    const tiff = Buffer.concat([
      Buffer.from('MM\0\x2a\0\0\0\x08\0\x02', 'latin1'),
      Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]),
      Buffer.from([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('GPSLatitude 31.2304N 121.4737E', 'latin1'),
    ]);
    const image = Buffer.concat([
      segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
      segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd9]),
    ]);
    const soi = Buffer.from([0xff, 0xd8]);
    const res = await upload(
      t,
      Buffer.concat([soi, segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), tiff])), image]),
      poster,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    const served = await fetchPhoto(res.body.data?.url ?? '', poster);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes('31.2304')).toBe(false);
    const orientationOnly = Buffer.from(
      'ffe10022457869660000' + '4d4d002a00000008' + '0001' + '011200030000000100060000' + '00000000',
      'hex',
    );
    expect(served.rawPayload.equals(Buffer.concat([soi, orientationOnly, image]))).toBe(true);
  });

  it('refuses what is not an image with a 422 naming the photo, even when it claims to be one', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7 ...'),
      Buffer.from('{"a":1}'),
    ]) {
      const res = await upload(t, bytes, poster, 'image/png');
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('photo: 只能上传JPG、PNG、WebP或GIF图片');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: forumRoutes.photoUpload.path,
      headers: { ...t.headers({ token: poster.token, uid: poster.uid }), 'content-type': 'application/json' },
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const empty = await upload(t, Buffer.alloc(0), poster);
    expect(empty.body).toMatchObject({ code: 422, msg: 'photo: 请选择要上传的图片' });
  });

  it('refuses a photo over the size limit with a 422, and takes one right at it', async () => {
    const atLimit = Buffer.concat([png(2), Buffer.alloc(FORUM_PHOTO_MAX_BYTES - png(2).length)]);
    expect((await upload(t, atLimit, poster)).body.code).toBe(1);
    const over = await upload(t, Buffer.concat([atLimit, Buffer.from([0])]), poster);
    expect(over.status).toBe(422);
    expect(over.body.msg).toBe('photo: 图片不能超过5MB');
    const far = await upload(t, Buffer.concat([atLimit, atLimit]), poster, 'image/png');
    expect(far.body).toMatchObject({ code: 422, msg: 'photo: 图片不能超过5MB' });
  });

  it('needs login, and a photo that was never uploaded is a 404', async () => {
    const res = await upload(t, png(3));
    expect(res.body).toMatchObject({ code: 400, data: null });
    const missing = await t.app.inject({ method: 'GET', url: '/api/forehead/forum/photo/0123456789abcdef01234567' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/forehead/forum/photo/..%2Fetc' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('photos on a thread', () => {
  it('shows up to nine photos in the order given, and refuses ten or one never uploaded', async () => {
    const poster = await freshMember();
    const photos = [];
    for (let i = 0; i < FORUM_PHOTOS_MAX + 1; i++) {
      const photo = (await upload(t, png(10 + i), poster)).body.data;
      if (!photo) throw new Error('upload refused');
      photos.push(photo);
    }
    const ten = await t.call(
      forumRoutes.createThread,
      { boardId: 1, title: '十张图的话题', body: '看图', photoIds: photos.map((p) => p.id) },
      poster,
    );
    expect(ten.body.code).toBe(422);
    expect(ten.body.msg).toContain('photoIds');
    const unknown = await t.call(
      forumRoutes.createThread,
      { boardId: 1, title: '没上传的图片', body: '看图', photoIds: ['0123456789abcdef01234567'] },
      poster,
    );
    expect(unknown.body).toMatchObject({ code: 422, msg: 'photoIds: 图片不存在，请重新上传' });

    const nine = photos.slice(0, FORUM_PHOTOS_MAX).reverse();
    const thread = await postThread(t, poster, { title: '九张图的话题', photoIds: nine.map((p) => p.id) });
    expect(thread.photos).toEqual(nine);
    const listed = (await t.call(forumRoutes.threadList, {}, other)).body.data.list.find(
      (item) => item.id === thread.id,
    );
    expect(listed?.photos).toEqual(nine);
  });
});

describe('where the bytes live', () => {
  it('keeps an upload’s bytes in the photo store, not in the database', async () => {
    const poster = await freshMember();
    const bytes = png(30);
    const photo = (await upload(t, bytes, poster)).body.data;
    if (!photo) throw new Error('upload refused');
    const [row] = await t.database.db
      .select({ bytes: forumPhotos.bytes, size: forumPhotos.size })
      .from(forumPhotos)
      .where(eq(forumPhotos.id, photo.id));
    expect(row).toEqual({ bytes: null, size: bytes.length });
    const files = readdirSync(t.config.photoDir, { recursive: true }).map(String);
    expect(files).toContain(join(photo.id.slice(0, 2), photo.id));
    expect(files.some((name) => name.includes('.tmp-'))).toBe(false);
  });

  it('serves a photo a thread took to everyone, but one no thread took only to its uploader', async () => {
    const poster = await freshMember();
    const photo = (await upload(t, png(31), poster)).body.data;
    if (!photo) throw new Error('upload refused');
    const own = await fetchPhoto(photo.url, poster);
    expect(own.statusCode).toBe(200);
    // No shared cache may keep it for others meanwhile.
    expect(own.headers['cache-control']).not.toContain('public');
    expect((await fetchPhoto(photo.url, other)).statusCode).toBe(404);
    expect((await fetchPhoto(photo.url)).statusCode).toBe(404);

    await postThread(t, poster, { title: '有图的话题', photoIds: [photo.id] });
    expect((await fetchPhoto(photo.url, other)).statusCode).toBe(200);
    const anyone = await fetchPhoto(photo.url);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.headers['cache-control']).toContain('immutable');
  });
});

describe('what a photo may declare', () => {
  const TOO_BIG = 'photo: 图片的宽和高不能超过8192像素';
  const pngOf = (width: number, height: number) => {
    const bytes = Buffer.from(png(1));
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    return bytes;
  };
  const gifOf = (width: number, height: number) => {
    const bytes = Buffer.from(gifHead);
    bytes.writeUInt16LE(width, 6);
    bytes.writeUInt16LE(height, 8);
    return bytes;
  };
  const jpegOf = (width: number, height: number) => {
    const sof = Buffer.from([0xff, 0xc2, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    // The SOF after jpegHead's APP0, which runs 16 bytes from its length field (byte 4 to 20).
    return Buffer.concat([jpegHead, Buffer.alloc(20 - jpegHead.length), sof, Buffer.from([0xff, 0xd9])]);
  };
  const webpOf = (chunk: Buffer) => {
    const body = Buffer.concat([chunk, Buffer.alloc(chunk.length % 2)]);
    const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);
    head.writeUInt32LE(4 + body.length, 4);
    return Buffer.concat([head, body]);
  };
  const riff = (fourcc: string, data: Buffer) => {
    const head = Buffer.concat([Buffer.from(fourcc, 'latin1'), Buffer.alloc(4)]);
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data]);
  };
  const vp8x = (width: number, height: number) => {
    const data = Buffer.alloc(10);
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
    return webpOf(riff('VP8X', data));
  };
  const vp8 = (width: number, height: number) => {
    const data = Buffer.from([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0, 7, 7]);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
    return webpOf(riff('VP8 ', data));
  };
  const vp8l = (width: number, height: number) => {
    const data = Buffer.from([0x2f, 0, 0, 0, 0, 7]);
    data.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
    return webpOf(riff('VP8L', data));
  };

  it('refuses an image wider or taller than 8192 px with a 422 naming the rule, whatever its type', async () => {
    for (const make of [pngOf, gifOf, jpegOf, vp8x, vp8, vp8l]) {
      const poster = await freshMember();
      const huge = await upload(t, make(8193, 100), poster);
      expect(huge.status, make.name).toBe(422);
      expect(huge.body.msg, make.name).toBe(TOO_BIG);
      expect((await upload(t, make(100, 8193), poster)).body.msg, make.name).toBe(TOO_BIG);
      expect((await upload(t, make(8192, 8192), poster)).body.code, make.name).toBe(1);
    }
    expect((await upload(t, pngOf(50_000, 50_000), await freshMember())).body.msg).toBe(TOO_BIG);
  });

  it('stores a WebP whose odd-sized last chunk lacks its padding without the GPS it holds', async () => {
    const poster = await freshMember();
    const gps = Buffer.from('GPSLatitude 31.2304N!', 'latin1'); // 21 bytes: odd
    const file = Buffer.concat([vp8(10, 10).subarray(0, 32), riff('EXIF', gps)]);
    file.writeUInt32LE(file.length - 8, 4);
    const res = await upload(t, file, poster);
    expect(res.body.code, res.body.msg).toBe(1);
    const served = await fetchPhoto(res.body.data?.url ?? '', poster);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('31.2304')).toBe(false);
  });
});
