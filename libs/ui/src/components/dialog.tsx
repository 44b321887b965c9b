import {
  useEffect,
  useId,
  useRef,
  type ReactNode,
  type SyntheticEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '../cn';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a click on the overlay, and on the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** Accessible name of the × button; the button is omitted when not given. */
  closeLabel?: string;
  className?: string;
}

// Built on the native modal <dialog>: the browser puts it in the top layer and makes the
// rest of the page inert, so no hand-written focus trap is needed. What the browser does
// not do consistently (closing through React state, restoring focus when the dialog is
// unmounted rather than closed) is done here.
/** Accessible modal on the native <dialog>: Escape and overlay click close it, focus returns to the opener. */
export function Dialog({ open, onClose, title, description, children, footer, closeLabel, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element in Chromium; do it ourselves so every
    // browser (and jsdom) agrees, falling back to the dialog itself.
    const first = dialog.querySelector<HTMLElement>(
      '[autofocus], button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    );
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Cancelling the keydown stops the browser's own close, so `open` stays the truth.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  // Other close requests (e.g. Android's back gesture) arrive as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The content fills the <dialog>, so a click whose target is the <dialog> itself landed
  // on its ::backdrop, the overlay.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/50 focus:outline-none',
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="text-sm text-gray-600">
                  {description}
                </p>
              )}
            </div>
            {closeLabel && (
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="-m-2 rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-green-600"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22z" />
                </svg>
              </button>
            )}
          </div>
          {children}
          {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
