import { AuthProvider } from '@seed/auth';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ToastArea } from '../features/toasts/components/toast-area';
import { i18n } from '../i18n/i18n';
import { AppRoutes } from './router';

/** Providers shared by every screen; remotes reach the same singletons (router, auth store). */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
          {/* Inside the router: a toast may carry a link that navigates client-side. */}
          <ToastArea />
        </BrowserRouter>
      </AuthProvider>
    </I18nextProvider>
  );
}
