import { lazyPage, RemoteRoot } from '@seed/ui';
import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ComingSoonPage } from '../features/pages/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

const LoginPage = lazyPage(() => import('../features/sign-in/components/login-page'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/register/components/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/password/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/password/components/reset-password-page'),
  'ResetPasswordPage',
);
const AuthCallbackPage = lazyPage(
  () => import('../features/callback/components/auth-callback-page'),
  'AuthCallbackPage',
);
const InvitationPage = lazyPage(() => import('../features/invitation/components/invitation-page'), 'InvitationPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const MembersPage = lazyPage(() => import('../features/members/components/members-page'), 'MembersPage');

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
    <RemoteRoot name="mfe_accounts" i18n={i18n}>
      {Page ? <Page /> : <ComingSoonPage titleKey={match?.titleKey ?? 'notFound'} />}
    </RemoteRoot>
  );
}
