import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '../cn';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Shown at the top right, e.g. an Edit button. */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Bordered section with an optional title, description and actions. A titled card is a region named
 * by its title (unless it is given a name of its own), so a screen reader can list and jump to it.
 */
export function Card({ title, description, actions, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const hasHeader = title != null || description != null || actions != null;
  const named = rest['aria-label'] != null || rest['aria-labelledby'] != null;
  return (
    <section
      className={cn('rounded-lg border border-gray-200 bg-white shadow-xs', className)}
      aria-labelledby={!named && title != null ? headingId : undefined}
      {...rest}
    >
      {hasHeader && (
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-200 px-4 py-4 sm:px-6">
          <div className="flex min-w-0 flex-col gap-1">
            {title != null && (
              <Heading id={headingId} className="text-base font-semibold text-gray-900">
                {title}
              </Heading>
            )}
            {description != null && <p className="text-sm text-gray-600">{description}</p>}
          </div>
          {actions != null && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </div>
      )}
      {children != null && <div className="px-4 py-4 sm:px-6">{children}</div>}
    </section>
  );
}
