import type { ReactNode } from 'react';
import { cn } from '../cn';
import { useMessage } from '../i18n/messages';

export interface ErrorBannerProps {
  /** The backend's message; when empty, `defaultMessage` is shown. */
  message?: string | null;
  defaultMessage?: string;
  /** Optional bold first line, e.g. "Could not save". */
  title?: ReactNode;
  /** Shows a dismiss button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/**
 * Red role="alert" banner with the backend's message (a contract message shows in the page's
 * language) or a default ("An error occurred").
 */
export function ErrorBanner({
  message,
  defaultMessage = 'An error occurred',
  title,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: ErrorBannerProps) {
  const translated = useMessage();
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800',
        className,
      )}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-500">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
          clipRule="evenodd"
        />
      </svg>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <p className="break-words">{translated(message || defaultMessage)}</p>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1.5 shrink-0 rounded-md p-1.5 font-medium text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
        >
          {dismissLabel}
        </button>
      )}
    </div>
  );
}
