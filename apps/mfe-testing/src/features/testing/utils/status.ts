import type { BadgeColor, TestingRequestStatus, TestVerdict } from '@seed/domain';

// Colours of a testing request's status and of a report's verdict, in the status colours of
// libs/ui. libs/domain's testing-rules has the lot quality's colours (LOT_QUALITY_COLORS) but not
// these two, so they are kept here beside the only screens that show them.

/** Requested waits on the laboratory (blue), received and in testing are under way, then the end. */
export const REQUEST_STATUS_COLORS: Record<TestingRequestStatus, BadgeColor> = {
  requested: 'blue',
  received: 'purple',
  in_testing: 'yellow',
  results_issued: 'green',
  rejected: 'red',
};

/** Pass green, fail red, no standard on file yellow (recorded without a verdict). */
export const VERDICT_COLORS: Record<TestVerdict, BadgeColor> = {
  pass: 'green',
  fail: 'red',
  no_standard: 'yellow',
};

/**
 * Today's date in India as yyyy-mm-dd (IST has no daylight saving), as the contract's "not in the
 * future" reads it. libs/domain's todayInIndia sits beside zod in primitives.ts, which a remote
 * must not bundle, so the one line is repeated here.
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
