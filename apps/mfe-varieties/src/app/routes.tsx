import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

const VarietiesPage = lazyPage(() => import('../features/varieties/components/varieties-page'), 'VarietiesPage');

/** The route tree of this remote, mounted by the shell at /varieties/*. */
export default function VarietiesRoutes() {
  return (
    <RemoteRoot name="mfe_varieties" i18n={i18n}>
      <Routes>
        <Route path="*" element={<VarietiesPage />} />
      </Routes>
    </RemoteRoot>
  );
}
