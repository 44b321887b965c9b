import { TOAST_EVENT, type ToastDetail } from '@seed/ui';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { pendingToasts } from '../toast-queue';

function show({ type, message, description }: ToastDetail) {
  const options = description ? { description } : undefined;
  if (type === 'success') toast.success(message, options);
  else if (type === 'error') toast.error(message, options);
  else toast(message, options);
}

/** sonner's Toaster; its defaults are the spec's toast constants (3 visible, 4 s, 14 px gap, 356 px, alt+T). */
export default function ToastHost() {
  useEffect(() => {
    const onToast = (e: Event) => show((e as CustomEvent<ToastDetail>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    // Toaster subscribes in its own effect, which runs before this parent effect.
    pendingToasts.splice(0).forEach(show);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return <Toaster position="top-right" richColors closeButton />;
}
