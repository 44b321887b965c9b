import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../features/seed-lots/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/** The route tree of this remote, mounted by the shell at /seed-lots/*. */
export default function SeedLotsRoutes() {
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote="mfe_seedlots">
        <Routes>
          <Route path="*" element={<ComingSoonPage />} />
        </Routes>
      </div>
    </I18nextProvider>
  );
}
