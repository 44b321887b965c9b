import { RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../features/varieties/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/** The route tree of this remote, mounted by the shell at /varieties/*. */
export default function VarietiesRoutes() {
  return (
    <RemoteRoot name="mfe_varieties" i18n={i18n}>
      <Routes>
        <Route path="*" element={<ComingSoonPage />} />
      </Routes>
    </RemoteRoot>
  );
}
