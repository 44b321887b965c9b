import { RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../features/seed-lots/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/** The route tree of this remote, mounted by the shell at /seed-lots/*. */
export default function SeedLotsRoutes() {
  return (
    <RemoteRoot name="mfe_seedlots" i18n={i18n}>
      <Routes>
        <Route path="*" element={<ComingSoonPage />} />
      </Routes>
    </RemoteRoot>
  );
}
