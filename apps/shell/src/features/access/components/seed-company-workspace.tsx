import { useAuth } from '@seed/auth';
import { Navigate, Outlet } from 'react-router-dom';
import { agencyHomeFor } from '../../layout/components/nav-items';

/**
 * The route guard of a seed company's sections (varieties, farms, seed lots, transactions;
 * issues 27 and 28): an agency's workspace has none of them, so its visit to one (an old
 * bookmark, a link someone shared) lands on its own section instead of an error about a section
 * it never sees in its menu: a laboratory's Testing Requests, a certification agency's
 * Certification. Every other organization type passes through.
 */
export default function SeedCompanyWorkspace() {
  const home = agencyHomeFor(useAuth((s) => s.organization?.type));
  if (home) return <Navigate to={home} replace />;
  return <Outlet />;
}
