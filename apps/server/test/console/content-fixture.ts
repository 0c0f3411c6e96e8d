import { consoleRoutes, type BannerView, type ConsoleRequestOf, type ConsoleRouteDef } from '@sport/contract/console';
import { systemRoutes } from '@sport/contract';
import { gradientPng } from '../../src/feed/demo-forum-photos';
import type { TestApp } from '../helpers/app';
import { consoleCall, type StaffLogin } from './console-fixture';

// The 内容 area's calls as an operator makes them, and the fans' answers they change.

export const HOUR = 3_600_000;
let nextImage = 0;

/** A console call by this staff member on node `t`. */
export const asStaff =
  (t: TestApp, staff: StaffLogin) =>
  <R extends ConsoleRouteDef>(def: R, input: Partial<ConsoleRequestOf<R>> | Record<string, unknown> = {}) =>
    consoleCall(t, def, input, staff);

/** A PNG of its own (a new size each time, so a new file id), uploaded; answers its file id. */
export async function uploadImage(t: TestApp, staff: StaffLogin): Promise<string> {
  nextImage += 1;
  const png = gradientPng(60 + nextImage, 20, [10, 20, 30], [200, 100, 50]);
  const res = await consoleCall(t, consoleRoutes.contentBannerImage, { data: png.toString('base64') }, staff);
  if (res.body.code !== 1) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}

/** A banner made by `staff` (NBA placement, open window, order 0 unless given). */
export async function makeBanner(
  t: TestApp,
  staff: StaffLogin,
  fields: Partial<ConsoleRequestOf<typeof consoleRoutes.contentBannerCreate>> = {},
): Promise<BannerView> {
  const input = {
    categoryId: 30304,
    title: '横幅',
    images: [await uploadImage(t, staff)],
    url: '/spa/sport-info-h5/anchor',
    sort: 0,
    ...fields,
  };
  const res = await consoleCall(t, consoleRoutes.contentBannerCreate, input, staff);
  if (res.body.code !== 1) throw new Error(`banner not made: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** What a fan's images query answers for one category, as titles in order. */
export async function fansBannerTitles(t: TestApp, categoryId: number): Promise<string[]> {
  const res = await t.call(systemRoutes.imagesQuery, { categoryId: String(categoryId) });
  return res.body.data.map((e) => e.title);
}
