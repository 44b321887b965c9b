import { useAuthSession } from '@seed/auth';
import { useNavigate } from 'react-router-dom';

/** Sign Out from the sidebar or the user menu: ends the session and returns to /login. */
export function useSignOut() {
  const session = useAuthSession();
  const navigate = useNavigate();
  return async () => {
    await session.signOut().catch((error: unknown) => console.error('Sign out failed', error));
    navigate('/login', { replace: true });
  };
}
