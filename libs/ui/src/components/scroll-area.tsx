import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../cn';

export interface ScrollAreaProps {
  /** What the area holds, named for screen readers when it scrolls (e.g. the table's caption). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A box that scrolls sideways when its content is wider than the screen, and says so: shadows
 * at the edges that have more to show (pure CSS, `.seed-scroll-cue` in tokens.css), and, while it
 * overflows, a place in the tab order with a name, so keyboard users can scroll it with the
 * arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollArea({ label, children, className }: ScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cn(
        'seed-scroll-cue overflow-x-auto focus-visible:outline-2 focus-visible:outline-green-700',
        className,
      )}
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
