import type { ReactNode } from 'react';
import { cn } from '../cn';
import { Button } from './button';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** How many items all pages hold together. */
  total: number;
  onPageChange(page: number): void;
  /** Text beside the buttons, e.g. "Showing 24 of 80 farms". */
  summary?: ReactNode;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous and Next buttons for a paged list with a summary; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  summary,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
}: PaginationProps) {
  if (total <= pageSize) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3 text-sm text-gray-700', className)}>
      <span>{summary}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {previousLabel}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page * pageSize >= total}
          onClick={() => onPageChange(page + 1)}
        >
          {nextLabel}
        </Button>
      </div>
    </nav>
  );
}
