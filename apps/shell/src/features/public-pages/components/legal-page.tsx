import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { i18n } from '../../../i18n/i18n';
import legalEn from '../../../i18n/legal.en.json';

// The legal text is long and read rarely: it ships with this page, not with the landing page.
i18n.addResourceBundle('en', 'translation', { legal: legalEn }, true, false);

interface Section {
  heading: string;
  body: string;
}

/** Terms of Service or Privacy Policy: static text with a Back to Home link (spec 1 §2). */
export default function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/" className="text-sm font-medium text-green-700 hover:underline">
        ← {t('legal.backHome')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t(`legal.${doc}.title`)}</h1>
      <p className="mt-1 text-sm text-gray-500">{t('legal.lastUpdated')}</p>
      {sections.map((s) => (
        <section key={s.heading} className="mt-6">
          <h2 className="text-lg font-semibold text-gray-900">{s.heading}</h2>
          <p className="mt-2 text-gray-700">{s.body}</p>
        </section>
      ))}
    </main>
  );
}
