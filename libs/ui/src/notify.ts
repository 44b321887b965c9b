/** Name of the DOM event that carries a toast from any screen to the shell's toast area. */
export const TOAST_EVENT = 'seed:toast';

/** What a toast says: its kind, the message (already translated) and an optional second line. */
export interface ToastDetail {
  type: 'success' | 'error' | 'info';
  message: string;
  description?: string;
}

/**
 * Shows a toast at the top right. A DOM event rather than a shared toast library keeps the
 * remotes free of a second singleton: the shell listens and renders with sonner.
 */
export function notify(type: ToastDetail['type'], message: string, description?: string): void {
  const detail: ToastDetail = description === undefined ? { type, message } : { type, message, description };
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}
