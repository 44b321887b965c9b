import { TOAST_EVENT, type ToastDetail } from '@seed/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { pendingToasts } from '../toast-queue';

const ToastHost = lazy(() => import('./toast-host'));

/**
 * The toast area at the top right. Any screen (shell or remote) raises a toast with `notify()`
 * from @seed/ui, which dispatches a DOM event; sonner itself loads with the first toast.
 */
export function ToastArea() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (active) return;
    const onToast = (e: Event) => {
      pendingToasts.push((e as CustomEvent<ToastDetail>).detail);
      setActive(true);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [active]);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
