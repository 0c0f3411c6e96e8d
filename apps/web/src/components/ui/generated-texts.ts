import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/generated/zh-CN.json';

/**
 * What the pages say of generated players (`generated.…`): they load with the squads and player pages that show
 * them, not with the first screen (decision 017).
 */
registerTexts('generated', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/generated/zh-TW.json'),
  en: () => import('./locales/generated/en.json'),
});
