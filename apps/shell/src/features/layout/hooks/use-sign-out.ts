import { useAuth } from '@seed/auth';
import { useNavigate } from 'react-router-dom';

/** Sign Out from the sidebar or the user menu: ends the session and returns to /login. */
export function useSignOut() {
  const cleared = useAuth((s) => s.cleared);
  const navigate = useNavigate();
  return () => {
    cleared();
    navigate('/login', { replace: true });
  };
}
