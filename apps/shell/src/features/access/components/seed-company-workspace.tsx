import { useAuth } from '@seed/auth';
import { Navigate, Outlet } from 'react-router-dom';
import { isLaboratory } from '../../layout/components/nav-items';

/**
 * The route guard of a seed company's sections (varieties, farms, seed lots, transactions;
 * issue 27): a laboratory's workspace has none of them, so its visit to one (an old bookmark, a
 * link someone shared) lands on its own Testing Requests instead of an error about a section it
 * never sees in its menu. Every other organization type passes through.
 */
export default function SeedCompanyWorkspace() {
  const type = useAuth((s) => s.organization?.type);
  if (isLaboratory(type)) return <Navigate to="/testing-requests" replace />;
  return <Outlet />;
}
