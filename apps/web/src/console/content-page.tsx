import { BannersSection } from './content-banners';
import { SettingsSection } from './content-settings';
import { WordsSection } from './content-words';

/**
 * 内容 (运营, issue 27 §2): banners, the common config, the word filter and the thresholds. Each change is in force
 * on every node at once, without a restart, and is written to the audit log.
 */
export function ContentPage() {
  return (
    <section className="content-area">
      <h2>内容与配置</h2>
      <BannersSection />
      <WordsSection />
      <SettingsSection />
    </section>
  );
}
