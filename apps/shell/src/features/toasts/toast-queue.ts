import type { ToastDetail } from '@seed/ui';

/** Toasts raised before sonner finished loading; the host drains them when it mounts. */
export const pendingToasts: ToastDetail[] = [];
