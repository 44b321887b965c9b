/** Name of the DOM event that carries a toast from any screen to the shell's toast area. */
export const TOAST_EVENT = 'seed:toast';

/** A link shown inside a toast: its text (already translated) and an in-portal path such as `/farms/42`. */
export interface ToastLink {
  label: string;
  href: string;
}

/** What a toast says: its kind, the message (already translated), an optional second line and link. */
export interface ToastDetail {
  type: 'success' | 'error' | 'info';
  message: string;
  description?: string;
  link?: ToastLink;
}

/** The optional parts of a toast, for `notify`'s third argument. */
export type ToastExtras = Pick<ToastDetail, 'description' | 'link'>;

/**
 * True for a path inside the portal (`/farms/42`), false for anything that would leave it
 * (`https://…`, `//host`, `javascript:…`) or is relative. The shell shows a toast link only
 * when this holds: any script can dispatch the event, and toast links navigate in-app only.
 */
export function isPortalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/**
 * Shows a toast at the top right. A DOM event rather than a shared toast library keeps the
 * remotes free of a second singleton: the shell listens and renders with sonner. The third
 * argument is the second line, or `{ description, link }`; a link (an in-portal path, see
 * `isPortalPath`) navigates client-side, without reloading the page.
 */
export function notify(type: ToastDetail['type'], message: string, extras?: string | ToastExtras): void {
  const { description, link } = typeof extras === 'string' ? { description: extras, link: undefined } : (extras ?? {});
  const detail: ToastDetail = {
    type,
    message,
    ...(description === undefined ? {} : { description }),
    ...(link === undefined ? {} : { link: { label: link.label, href: link.href } }),
  };
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}
