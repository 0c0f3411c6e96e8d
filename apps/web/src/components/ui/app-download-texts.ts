import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/**
 * The download pitch's texts (`download.…`) load with the piece that shows them, on the download pages, not with
 * the first screen (decision 017).
 */
registerTexts('download', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
