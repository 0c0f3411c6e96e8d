import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageEntries } from '../db/schema/system';
import { createTestDatabase } from '../../test/helpers/db';
import { seedDemoSystem } from './demo-system';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const banners = () => database.db.select({ title: imageEntries.title, url: imageEntries.url }).from(imageEntries);

describe('demo banners', () => {
  it('are made again when an older seed left links that lead nowhere, and are kept after that', async () => {
    // as the demo seeded them before: 欧洲杯 on /euro (no route), the first web banner on the empty /news
    await database.db.insert(imageEntries).values([
      { categoryId: 30302, title: '欧洲杯', images: 'old1', url: '/spa/sport-info-h5/euro', sort: 0 },
      { categoryId: 10103, title: '资讯头条', images: 'old2', url: '/spa/sport-info-h5/news', sort: 0 },
    ]);
    await seedDemoSystem(database.db);
    const seeded = await banners();
    expect(seeded.map((b) => b.url)).not.toContain('/spa/sport-info-h5/euro');
    expect(seeded.map((b) => b.url)).not.toContain('/spa/sport-info-h5/news');
    expect(seeded).toContainEqual({ title: '欧洲杯', url: '/spa/sport-info-h5/euro-cup' });

    await seedDemoSystem(database.db);
    expect(await banners()).toHaveLength(seeded.length);
  });
});
