import { useLanguageChoice } from '@seed/auth';
import { LanguagePicker, notify, pageLanguage } from '@seed/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The centred card of the public account pages, with the legal links and the language under it. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const choose = useLanguageChoice();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gray-50 px-4 py-10">
      <Link to="/" className="mb-6 text-lg font-bold text-green-700">
        {t('common.brand')}
      </Link>
      <section
        aria-labelledby="page-title"
        className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
      >
        <h1 id="page-title" className="mb-6 text-2xl font-semibold text-gray-900">
          {title}
        </h1>
        {children}
      </section>
      {footer && <div className="mt-4 text-sm text-gray-600">{footer}</div>}
      <nav className="mt-6 flex gap-4 text-xs text-gray-500">
        <Link to="/terms-of-service" className="hover:underline">
          {t('common.terms')}
        </Link>
        <Link to="/privacy-policy" className="hover:underline">
          {t('common.privacy')}
        </Link>
      </nav>
      <LanguagePicker
        className="mt-4"
        label={t('common.language')}
        value={pageLanguage(i18n)}
        onChoose={(language) => void choose(language).catch(() => notify('error', t('common.languageNotSaved')))}
      />
    </main>
  );
}
