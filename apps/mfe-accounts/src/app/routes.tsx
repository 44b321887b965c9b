import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { Spinner } from '@seed/ui';
import { ComingSoonPage } from '../features/pages/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LoginPage = page(() => import('../features/sign-in/components/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/register/components/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(
  () => import('../features/password/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/password/components/reset-password-page'),
  'ResetPasswordPage',
);
const AuthCallbackPage = page(() => import('../features/callback/components/auth-callback-page'), 'AuthCallbackPage');
const InvitationPage = page(() => import('../features/invitation/components/invitation-page'), 'InvitationPage');
const ProfilePage = page(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const MembersPage = page(() => import('../features/members/components/members-page'), 'MembersPage');

/**
 * Account pages sit at the root of the URL space in two layouts (public and signed-in), so the
 * shell mounts this remote at each of these paths and the remote picks the page by pathname.
 */
export const ACCOUNT_PAGES: readonly { path: string; titleKey: string; Page?: ComponentType }[] = [
  { path: '/login', titleKey: 'pages.login', Page: LoginPage },
  { path: '/register', titleKey: 'pages.register', Page: RegisterPage },
  { path: '/forgot-password', titleKey: 'pages.forgotPassword', Page: ForgotPasswordPage },
  { path: '/reset-password', titleKey: 'pages.resetPassword', Page: ResetPasswordPage },
  { path: '/auth/callback', titleKey: 'pages.authCallback', Page: AuthCallbackPage },
  { path: '/invitation', titleKey: 'pages.invitation', Page: InvitationPage },
  { path: '/profile', titleKey: 'pages.profile', Page: ProfilePage },
  { path: '/organization/members', titleKey: 'pages.members', Page: MembersPage },
];

/** The accounts route tree. */
export default function AccountsRoutes() {
  const { pathname } = useLocation();
  const match = ACCOUNT_PAGES.find((p) => matchPath(p.path, pathname));
  const Page = match?.Page;
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote="mfe_accounts">
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner />
            </div>
          }
        >
          {Page ? <Page /> : <ComingSoonPage titleKey={match?.titleKey ?? 'notFound'} />}
        </Suspense>
      </div>
    </I18nextProvider>
  );
}
