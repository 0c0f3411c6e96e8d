import type { TLocalizedValidationError } from 'typebox/error';

/**
 * `field: rule` from the first validation error, in the words of ARCHITECTURE §3's 422 messages.
 * `root` names the value itself (e.g. `data`) so nested paths read `data.matchId`.
 */
export function describeError(error: TLocalizedValidationError | undefined, root = ''): string {
  const at = (...parts: string[]) => parts.filter(Boolean).join('.') || 'message';
  if (!error) return `${at(root)}: invalid`;
  const path = at(root, ...error.instancePath.split('/'));
  if (error.keyword === 'required') {
    const params = error.params as { requiredProperties?: string[] };
    return `${at(root, ...error.instancePath.split('/'), params.requiredProperties?.[0] ?? '')}: is required`;
  }
  if (error.keyword === 'pattern' && path.startsWith('channel')) {
    return `${path}: must be a channel name (live, match.<id>, footballTec.<id>, host.<id> or user.<uid>)`;
  }
  return `${path}: ${error.message}`;
}
