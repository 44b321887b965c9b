import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../cn';

const base =
  'font-medium text-green-700 underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600';

const underlines = {
  /** Underlined on hover only: a link among other text, e.g. a table's row link. */
  hover: 'hover:underline',
  /** Always underlined: a link in running text or a list of facts. */
  always: 'underline hover:text-green-800',
} as const;

export type TextLinkUnderline = keyof typeof underlines;

/** The classes of a text link (green, medium weight), for an <a> or another router's link. */
export function textLinkClasses({
  underline = 'hover',
  className,
}: { underline?: TextLinkUnderline; className?: string | undefined } = {}): string {
  return cn(base, underlines[underline], className);
}

export interface TextLinkProps extends LinkProps {
  underline?: TextLinkUnderline;
}

/** A react-router Link in the portal's text-link style. */
export function TextLink({ underline = 'hover', className, ...rest }: TextLinkProps) {
  return <Link className={textLinkClasses({ underline, className })} {...rest} />;
}
