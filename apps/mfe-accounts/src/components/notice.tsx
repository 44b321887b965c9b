import type { ReactNode } from 'react';

/** A green, polite status message (the success counterpart of ErrorBanner). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
      {children}
    </p>
  );
}
