import { registerTexts } from '../../lib/i18n';
import zhCN from './locales/zh-CN.json';

/** The gold document's texts load with its page, not with the first screen (decision 017). */
registerTexts('gold', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/zh-TW.json'),
  en: () => import('./locales/en.json'),
});
