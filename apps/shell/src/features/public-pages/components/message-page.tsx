import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A full-page message with one way out: /unauthorized and the not-found page. */
export function MessagePage({
  titleKey,
  bodyKey,
  linkTo,
  linkKey,
}: {
  titleKey: string;
  bodyKey: string;
  linkTo: string;
  linkKey: string;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t(titleKey)}</h1>
        <p className="mt-3 text-gray-600">{t(bodyKey)}</p>
        <Link
          to={linkTo}
          className="mt-6 inline-flex rounded-md bg-green-600 px-4 py-2 text-sm font-semibold text-white hover:bg-green-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 focus-visible:ring-offset-2"
        >
          {t(linkKey)}
        </Link>
      </div>
    </main>
  );
}

/** Destination when a role is not allowed (spec 1 "Access Denied"). */
export function UnauthorizedPage() {
  return (
    <MessagePage
      titleKey="pages.unauthorizedTitle"
      bodyKey="pages.unauthorizedBody"
      linkTo="/dashboard"
      linkKey="pages.returnToDashboard"
    />
  );
}

/** Any route that matches nothing. */
export function NotFoundPage() {
  return <MessagePage titleKey="pages.notFoundTitle" bodyKey="pages.notFoundBody" linkTo="/" linkKey="pages.goHome" />;
}
