import { lazyPage, RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import '../styles.css';

// Each screen is its own chunk: the list (the first route) ships without the detail and claim screens.
const SeedLotsPage = lazyPage(() => import('../features/lots/components/seed-lots-page'), 'SeedLotsPage');
const SeedLotDetailPage = lazyPage(
  () => import('../features/lots/components/detail/seed-lot-detail-page'),
  'SeedLotDetailPage',
);
const ClaimPage = lazyPage(() => import('../features/qr-codes/components/claim-page'), 'ClaimPage');
const HarvestPage = lazyPage(() => import('../features/production/components/harvest-page'), 'HarvestPage');
const PackagingPage = lazyPage(() => import('../features/production/components/packaging-page'), 'PackagingPage');
const ProductionWizardPage = lazyPage(
  () => import('../features/production/components/wizard/production-wizard-page'),
  'ProductionWizardPage',
);
const EditLotPage = lazyPage(() => import('../features/lots/components/edit-lot-page'), 'EditLotPage');
const ScansPage = lazyPage(() => import('../features/qr-codes/components/scans-page'), 'ScansPage');

/** The route tree of this remote, mounted by the shell at /seed-lots/*. */
export default function SeedLotsRoutes() {
  return (
    <RemoteRoot name="mfe_seedlots" i18n={i18n}>
      <Routes>
        <Route index element={<SeedLotsPage />} />
        <Route path="claim" element={<ClaimPage />} />
        <Route path="scans" element={<ScansPage />} />
        <Route path="production/new" element={<ProductionWizardPage />} />
        <Route path="packaging/new" element={<PackagingPage />} />
        <Route path="source/new" element={<SeedLotsPage />} />
        <Route path="detail/:lotId" element={<SeedLotDetailPage />} />
        <Route path=":lotId" element={<SeedLotDetailPage />} />
        <Route path=":lotId/harvest" element={<HarvestPage />} />
        <Route path=":lotId/package" element={<PackagingPage />} />
        <Route path=":lotId/edit" element={<EditLotPage />} />
        <Route path="*" element={<SeedLotsPage />} />
      </Routes>
    </RemoteRoot>
  );
}
