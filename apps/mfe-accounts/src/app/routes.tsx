import { I18nextProvider } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { ComingSoonPage } from '../features/pages/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/**
 * Account pages sit at the root of the URL space in two layouts (public and signed-in), so the
 * shell mounts this remote at each of these paths and the remote picks the page by pathname.
 */
export const ACCOUNT_PAGES = [
  { path: '/login', titleKey: 'pages.login' },
  { path: '/register', titleKey: 'pages.register' },
  { path: '/forgot-password', titleKey: 'pages.forgotPassword' },
  { path: '/reset-password', titleKey: 'pages.resetPassword' },
  { path: '/auth/callback', titleKey: 'pages.authCallback' },
  { path: '/invitation', titleKey: 'pages.invitation' },
  { path: '/profile', titleKey: 'pages.profile' },
  { path: '/organization/members', titleKey: 'pages.members' },
] as const;

/** The accounts route tree. */
export default function AccountsRoutes() {
  const { pathname } = useLocation();
  const page = ACCOUNT_PAGES.find((p) => matchPath(p.path, pathname));
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote="mfe_accounts">
        <ComingSoonPage titleKey={page?.titleKey ?? 'notFound'} />
      </div>
    </I18nextProvider>
  );
}
