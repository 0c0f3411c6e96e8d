import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/**
 * The texts of the anchor pages after the first screen (a host's page and live room, the week rank, all hosts):
 * they load with those pages, not with the first screen (decision 017). What /anchor shows stays in `anchor`.
 */
registerTexts('anchorPages', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
