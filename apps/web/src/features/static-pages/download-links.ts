import type { DownloadLinks } from '../../components/ui/app-download';

/** Store links of the native app; empty until it is published, and the page says so. */
export const DOWNLOAD_LINKS: DownloadLinks = {};
