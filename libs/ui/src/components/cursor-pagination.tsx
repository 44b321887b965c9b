import { useState, type ReactNode } from 'react';
import { cn } from '../cn';
import { Button } from './button';

/**
 * The pages of a keyset-paged list already seen, so Newer can go back: `cursor` is the list's
 * current cursor (undefined on the newest page) and `go` moves the list to another (null: the
 * newest). Call `reset` when a filter change starts the list again at its newest page.
 */
export function useCursorPages(cursor: string | undefined, go: (cursor: string | null) => void) {
  // The cursor of each newer page seen ('' for the newest), most recent last.
  const [newer, setNewer] = useState<string[]>([]);
  return {
    older: (next: string) => {
      setNewer((stack) => [...stack, cursor ?? '']);
      go(next);
    },
    newer: () => {
      const previous = newer.at(-1);
      setNewer((stack) => stack.slice(0, -1));
      go(previous || null);
    },
    reset: () => setNewer([]),
  };
}

export interface CursorPaginationProps {
  /** Whether a newer page exists (the list is not at its newest page). */
  hasNewer: boolean;
  /** The API's cursor of the next, older page; null on the oldest. */
  nextCursor: string | null | undefined;
  onNewer(): void;
  onOlder(cursor: string): void;
  /** Text beside the buttons, e.g. "25 transactions on this page". */
  summary?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  newerLabel?: string;
  olderLabel?: string;
  className?: string;
}

/**
 * Newer and Older buttons for a list paged by cursor (keyset), where the total is unknown;
 * renders nothing when there is a single page. Pair it with useCursorPages.
 */
export function CursorPagination({
  hasNewer,
  nextCursor,
  onNewer,
  onOlder,
  summary,
  label = 'Pagination',
  newerLabel = 'Newer',
  olderLabel = 'Older',
  className,
}: CursorPaginationProps) {
  if (!hasNewer && !nextCursor) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3 text-sm', className)}>
      <span className="text-gray-700">{summary}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasNewer} onClick={onNewer}>
          {newerLabel}
        </Button>
        <Button variant="secondary" size="sm" disabled={!nextCursor} onClick={() => nextCursor && onOlder(nextCursor)}>
          {olderLabel}
        </Button>
      </div>
    </nav>
  );
}
