import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

// Each screen is its own chunk; the map library loads only when a map is shown.
const FarmsListPage = lazyPage(() => import('../features/farms/components/farms-list-page'), 'FarmsListPage');
const NewFarmPage = lazyPage(() => import('../features/farms/components/new-farm-page'), 'NewFarmPage');
const FarmDetailPage = lazyPage(() => import('../features/farms/components/farm-detail-page'), 'FarmDetailPage');
const EditFarmPage = lazyPage(() => import('../features/farms/components/edit-farm-page'), 'EditFarmPage');

/** The farms route tree, mounted by the shell at /farms/*. */
export default function FarmsRoutes() {
  return (
    <RemoteRoot name="mfe_farms" i18n={i18n}>
      <Routes>
        <Route index element={<FarmsListPage />} />
        <Route path="new" element={<NewFarmPage />} />
        <Route path=":farmId" element={<FarmDetailPage />} />
        <Route path=":farmId/edit" element={<EditFarmPage />} />
        <Route path="*" element={<FarmsListPage />} />
      </Routes>
    </RemoteRoot>
  );
}
