import { ConsoleError } from './api';

/** The rule a refusal broke for one field (the server answers `field: rule`), or null when it named another. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ConsoleError)) return null;
  const prefix = `${field}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : null;
}

/** A refusal that names no field of the form: shown once under it. */
export function formError(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof Error)) return null;
  return fields.some((f) => fieldError(error, f) !== null) ? null : error.message;
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A China-time day (YYYY-MM-DD) as epoch ms of its midnight, or null for ''. */
export const dayToMs = (day: string): number | null => (day ? Date.parse(`${day}T00:00:00+08:00`) : null);
/** Epoch ms as its China-time day. */
export const msToDay = (ms: number | null): string =>
  ms === null ? '' : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** A China-time minute (YYYY-MM-DDTHH:mm, as a datetime-local input gives it) as epoch ms. */
export const minuteToMs = (value: string): number => Date.parse(`${value}:00+08:00`);
/** Epoch ms as a China-time minute for a datetime-local input. */
export const msToMinute = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 16);

/** A file's bytes in base64 (the portrait upload is JSON). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });
}
