import { useLanguageChoice } from '@seed/auth';
import { LanguagePicker, pageLanguage } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const FEATURES = ['qr', 'lots', 'farms', 'verify'] as const;
const STEPS = ['one', 'two', 'three'] as const;
const TESTIMONIALS = ['one', 'two'] as const;

const primary =
  'inline-flex items-center justify-center rounded-md bg-green-600 px-5 py-3 text-base font-semibold text-white hover:bg-green-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:ring-offset-2';
const secondary =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium text-green-800 hover:bg-green-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600';

/** The public landing page `/` (spec 1 §1). */
export function LandingPage() {
  const { t, i18n } = useTranslation();
  const choose = useLanguageChoice();
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <span className="text-lg font-bold text-green-700">{t('app.name')}</span>
        <nav className="flex gap-2">
          <Link to="/login" className={secondary}>
            {t('landing.login')}
          </Link>
          <Link to="/register" className={`${secondary} bg-green-600 text-white hover:bg-green-700 hover:text-white`}>
            {t('landing.register')}
          </Link>
        </nav>
      </header>
      <main>
        <section className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-20">
          <h1 className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">
            {t('landing.heroTitle')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">{t('landing.heroBody')}</p>
          <div className="mt-8">
            <Link to="/register" className={primary}>
              {t('landing.getStarted')}
            </Link>
          </div>
        </section>
        <section aria-labelledby="features-title" className="bg-green-50 py-12">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-title" className="text-center text-2xl font-bold text-gray-900">
              {t('landing.featuresTitle')}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map((f) => (
                <li key={f} className="rounded-lg bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-gray-900">{t(`landing.features.${f}.title`)}</h3>
                  <p className="mt-2 text-sm text-gray-600">{t(`landing.features.${f}.body`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="steps-title" className="text-center text-2xl font-bold text-gray-900">
            {t('landing.stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s} className="rounded-lg border border-gray-200 p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-green-600 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-gray-900">{t(`landing.steps.${s}.title`)}</h3>
                <p className="mt-1 text-sm text-gray-600">{t(`landing.steps.${s}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="testimonials-title" className="bg-gray-50 py-12">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="testimonials-title" className="text-center text-2xl font-bold text-gray-900">
              {t('landing.testimonialsTitle')}
            </h2>
            <p className="mt-1 text-center text-xs text-gray-500">{t('landing.testimonialsNote')}</p>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              {TESTIMONIALS.map((q) => (
                <figure key={q} className="rounded-lg bg-white p-6 shadow-sm">
                  <blockquote className="text-gray-800">“{t(`landing.testimonials.${q}.quote`)}”</blockquote>
                  <figcaption className="mt-4 text-sm text-gray-600">
                    <span className="font-semibold text-gray-900">{t(`landing.testimonials.${q}.name`)}</span>,{' '}
                    {t(`landing.testimonials.${q}.role`)}
                  </figcaption>
                </figure>
              ))}
            </div>
          </div>
        </section>
        <section className="mx-auto max-w-6xl px-4 py-12 text-center">
          <h2 className="text-2xl font-bold text-gray-900">{t('landing.ctaTitle')}</h2>
          <div className="mt-6">
            <Link to="/register" className={primary}>
              {t('landing.registerNow')}
            </Link>
          </div>
        </section>
        <section aria-labelledby="contact-title" className="border-t border-gray-200 py-10">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="contact-title" className="text-lg font-semibold text-gray-900">
              {t('landing.contactTitle')}
            </h2>
            <dl className="mt-3 grid gap-2 text-sm text-gray-700 sm:grid-cols-2">
              <div>
                <dt className="inline font-medium">{t('landing.contactPhoneLabel')}: </dt>
                <dd className="inline">
                  <a className="text-green-700 underline" href={`tel:${t('landing.contactPhone').replace(/\s/g, '')}`}>
                    {t('landing.contactPhone')}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('landing.contactEmailLabel')}: </dt>
                <dd className="inline">
                  <a className="text-green-700 underline" href={`mailto:${t('landing.contactEmail')}`}>
                    {t('landing.contactEmail')}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        </section>
      </main>
      <footer className="border-t border-gray-200 py-6 text-center text-sm text-gray-600">
        <Link to="/terms-of-service" className="mx-3 hover:underline">
          {t('landing.footerTerms')}
        </Link>
        <Link to="/privacy-policy" className="mx-3 hover:underline">
          {t('landing.footerPrivacy')}
        </Link>
        <LanguagePicker
          className="mt-4 justify-center"
          label={t('landing.language')}
          value={pageLanguage(i18n)}
          onChoose={(language) => void choose(language)}
        />
      </footer>
    </div>
  );
}
