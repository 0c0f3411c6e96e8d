import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { filePath } from '../entities/system';
import { activityRoutes } from './activity';
import { systemRoutes } from './system';
import { userRoutes } from './user';

describe('account and global routes', () => {
  it('takes usernames of 3–32 letters, digits or underscores and passwords of at least 8', () => {
    const ok = (body: unknown) => Value.Check(userRoutes.register.request, body);
    expect(ok({ username: 'fan_01', password: '12345678' })).toBe(true);
    expect(ok({ username: 'ab', password: '12345678' })).toBe(false);
    expect(ok({ username: 'a'.repeat(33), password: '12345678' })).toBe(false);
    expect(ok({ username: 'with space', password: '12345678' })).toBe(false);
    expect(ok({ username: '球迷', password: '12345678' })).toBe(false);
    expect(ok({ username: 'fan_01', password: '1234567' })).toBe(false);
  });

  it('needs login exactly where the answer is the caller’s own', () => {
    const required = [userRoutes.info, userRoutes.logout, ...Object.values(activityRoutes)];
    for (const def of required) expect(def.auth, def.path).toBe('required');
    // start-up calls must never fail on a stale token
    for (const def of Object.values(systemRoutes)) expect(def.auth, def.path).toBe('none');
  });

  it('takes categoryId as a comma list of ids only', () => {
    const ok = (categoryId: string) => Value.Check(systemRoutes.imagesQuery.request, { categoryId });
    expect(ok('10103')).toBe(true);
    expect(ok('10103,10106,30306')).toBe(true);
    expect(ok('10103,')).toBe(false);
    expect(ok('10103;1')).toBe(false);
  });

  it('builds the file path the server serves', () => {
    expect(filePath('abc123')).toBe('/api/forehead/system/file/get/abc123');
    expect(filePath('a/b')).toBe('/api/forehead/system/file/get/a%2Fb');
    expect(systemRoutes.fileGet.path.replace(':fileId', 'abc123')).toBe(filePath('abc123'));
  });
});
