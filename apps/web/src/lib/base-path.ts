/** Where the app is mounted. Inside a host shell the same build is served under `/sport-info`. */
export const STANDALONE_BASENAME = '/spa/sport-info-h5';
export const HOST_SHELL_BASENAME = '/sport-info/spa/sport-info-h5';

export function detectBasename(pathname: string): string {
  return pathname === HOST_SHELL_BASENAME || pathname.startsWith(`${HOST_SHELL_BASENAME}/`)
    ? HOST_SHELL_BASENAME
    : STANDALONE_BASENAME;
}

/** True when the page path says it runs inside a host shell. */
export const isHostShellPath = (pathname: string): boolean => detectBasename(pathname) === HOST_SHELL_BASENAME;
