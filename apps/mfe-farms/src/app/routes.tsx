import { Spinner } from '@seed/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

// Each screen is its own chunk; the map library loads only when a map is shown.
const FarmsListPage = page(() => import('../features/farms/components/farms-list-page'), 'FarmsListPage');
const NewFarmPage = page(() => import('../features/farms/components/new-farm-page'), 'NewFarmPage');
const FarmDetailPage = page(() => import('../features/farms/components/farm-detail-page'), 'FarmDetailPage');
const EditFarmPage = page(() => import('../features/farms/components/edit-farm-page'), 'EditFarmPage');

/** The farms route tree, mounted by the shell at /farms/*. */
export default function FarmsRoutes() {
  return (
    <I18nextProvider i18n={i18n}>
      <div data-remote="mfe_farms">
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Routes>
            <Route index element={<FarmsListPage />} />
            <Route path="new" element={<NewFarmPage />} />
            <Route path=":farmId" element={<FarmDetailPage />} />
            <Route path=":farmId/edit" element={<EditFarmPage />} />
            <Route path="*" element={<FarmsListPage />} />
          </Routes>
        </Suspense>
      </div>
    </I18nextProvider>
  );
}
