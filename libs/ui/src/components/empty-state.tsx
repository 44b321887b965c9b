import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface EmptyStateProps {
  /** Decorative icon; it is hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  className?: string;
  /** 'h1' when the state is the whole screen (a record not found or not allowed), so it is the page's heading. */
  titleAs?: 'p' | 'h1' | 'h2';
}

/** Centered placeholder for an empty list: icon, title, description and an action. */
export function EmptyState({ icon, title, description, action, className, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-green-50 text-green-600"
        >
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold text-gray-900">{title}</Title>
      {description && <p className="max-w-sm text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
