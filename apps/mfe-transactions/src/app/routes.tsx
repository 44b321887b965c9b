import { RemoteRoot } from '@seed/ui';
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../features/transactions/components/coming-soon-page';
import { i18n } from '../i18n/i18n';
import '../styles.css';

/** The route tree of this remote, mounted by the shell at /transactions/*. */
export default function TransactionsRoutes() {
  return (
    <RemoteRoot name="mfe_transactions" i18n={i18n}>
      <Routes>
        <Route path="*" element={<ComingSoonPage />} />
      </Routes>
    </RemoteRoot>
  );
}
