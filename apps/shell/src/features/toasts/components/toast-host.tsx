import { isPortalPath, TOAST_EVENT, translateMessage, type ToastDetail } from '@seed/ui';
import { useEffect, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import { pendingToasts } from '../toast-queue';

let nextId = 0;

function show({ type, message: raised, description, link }: ToastDetail) {
  const message = translateMessage(raised);
  const id = `seed-toast-${(nextId += 1)}`;
  // Only in-portal paths: the event can come from any script on the page.
  const safeLink = link && isPortalPath(link.href) ? link : undefined;
  const body = safeLink ? (
    <>
      {description && <span className="block">{description}</span>}
      {/* A router link: a plain click navigates client-side (no reload), and it still has a
          real href for a new tab. The user acted on the toast, so it closes. */}
      <Link to={safeLink.href} onClick={() => toast.dismiss(id)} className="mt-1 inline-block font-medium underline">
        {safeLink.label}
      </Link>
    </>
  ) : (
    description
  );
  const options = body ? { id, description: body } : { id };
  if (type === 'success') toast.success(message, options);
  else if (type === 'error') toast.error(message, options);
  else toast(message, options);
}

/**
 * sonner's rich colours with text dark enough on their pale backgrounds (WCAG AA 4.5:1): its own
 * green (#008a2e on #ecfdf3, 4.3:1) and red (#e60000 on #fff0f0, 4.3:1) fall short. The portal's
 * green-800, red-700 and blue-800 instead.
 */
const RICH_COLOURS = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--info-text': '#1e40af',
} as CSSProperties;

/**
 * sonner's Toaster; its defaults are the spec's toast constants (3 visible, 4 s, 14 px gap, 356 px, alt+T).
 * It must render inside the router (app.tsx) because a toast's link is a react-router Link.
 */
export default function ToastHost() {
  useEffect(() => {
    const onToast = (e: Event) => show((e as CustomEvent<ToastDetail>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    // Toaster subscribes in its own effect, which runs before this parent effect.
    pendingToasts.splice(0).forEach(show);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return <Toaster position="top-right" richColors closeButton style={RICH_COLOURS} />;
}
