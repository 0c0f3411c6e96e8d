import { describe, expect, it } from 'vitest';
import { localTimeToUtc } from './local-time';

const utc = (date: string, time: string, zone: string) => localTimeToUtc(date, time, zone).toISOString();

describe('local kick-off time to UTC', () => {
  it('takes summer time in London (BST, UTC+1): 20:00 in August is 19:00 UTC, 03:00 next day in China', () => {
    expect(utc('2024-08-16', '20:00', 'Europe/London')).toBe('2024-08-16T19:00:00.000Z');
  });

  it('follows the October 2024 change back to GMT', () => {
    expect(utc('2024-10-26', '20:00', 'Europe/London')).toBe('2024-10-26T19:00:00.000Z');
    expect(utc('2024-10-27', '20:00', 'Europe/London')).toBe('2024-10-27T20:00:00.000Z');
  });

  it('follows the March 2025 change to BST', () => {
    expect(utc('2025-03-29', '15:00', 'Europe/London')).toBe('2025-03-29T15:00:00.000Z');
    expect(utc('2025-03-30', '15:00', 'Europe/London')).toBe('2025-03-30T14:00:00.000Z');
  });

  it('reads other zones: Qatar (UTC+3, the 2022 final) and Berlin in summer', () => {
    expect(utc('2022-12-18', '18:00', 'Asia/Qatar')).toBe('2022-12-18T15:00:00.000Z');
    expect(utc('2024-07-14', '21:00', 'Europe/Berlin')).toBe('2024-07-14T19:00:00.000Z');
  });
});
