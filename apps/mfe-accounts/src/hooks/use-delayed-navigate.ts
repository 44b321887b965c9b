import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates after a delay (the spec's redirect delays), cancelled if the page unmounts. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Stable while `navigate` is, so effects may list it as a dependency.
  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, { replace: true }), ms);
    },
    [navigate],
  );
}
