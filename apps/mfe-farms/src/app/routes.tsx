import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../features/farms/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/** The farms route tree, mounted by the shell at /farms/*. */
export default function FarmsRoutes() {
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote="mfe_farms">
        <Routes>
          <Route index element={<ComingSoonPage />} />
          <Route path="new" element={<ComingSoonPage />} />
          <Route path=":farmId" element={<ComingSoonPage />} />
          <Route path=":farmId/edit" element={<ComingSoonPage />} />
          <Route path="*" element={<ComingSoonPage />} />
        </Routes>
      </div>
    </I18nextProvider>
  );
}
