import '../texts';
import { useTranslation } from '../../../lib/i18n';
import { PageFrame } from '../../../components/ui/page-frame';

const SECTIONS = ['earn', 'spend', 'refund', 'rules'] as const;

/** SPEC §2 /gold-document: how gold is earned, spent and refunded. */
export default function GoldDocument() {
  const { t, tList } = useTranslation();
  return (
    <PageFrame title={t('pages.goldDocument')}>
      <article className="gold-document">
        <p className="gold-document-intro">{t('gold.intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2>{t(`gold.${section}.title`)}</h2>
            <ol>
              {tList(`gold.${section}.items`).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
