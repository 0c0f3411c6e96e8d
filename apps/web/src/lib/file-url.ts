import { filePath } from '@sport/contract';
import { firstDomain, useConfigStore } from './config-store';

/** A file id or a stored-file path, as an URL on the first `file` domain (the page origin when none). */
export function fileUrl(idOrPath: string): string {
  if (/^(https?:)?\/\//.test(idOrPath) || idOrPath.startsWith('data:')) return idOrPath;
  const path = idOrPath.startsWith('/') ? idOrPath : filePath(idOrPath);
  return `${firstDomain(useConfigStore.getState().domains, 'file') ?? ''}${path}`;
}
