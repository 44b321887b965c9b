// The words and constants of the EPCIS export (issue 31), without zod: what a screen imports to
// offer the trace downloads, and what the contract (epcis.ts) checks a query with.

/** The media type of an EPCIS 2.0 document in JSON-LD. */
export const EPCIS_MEDIA_TYPE = 'application/ld+json';
export const TRACE_REPORT_MEDIA_TYPE = 'application/pdf';

/** EPCIS 2.0 paging: the page size when none is asked for, and the most one page holds. */
export const EPCIS_PAGE = { defaultSize: 30, maxSize: 1000 } as const;

/** The CBV 2.0 business steps the portal's events use (the values EQ_bizStep accepts). */
export const EPCIS_BIZ_STEPS = [
  'accepting',
  'commissioning',
  'creating_class_instance',
  'decommissioning',
  'holding',
  'inspecting',
  'packing',
  'receiving',
  'retail_selling',
  'shipping',
  'stock_taking',
] as const;
export type EpcisBizStep = (typeof EPCIS_BIZ_STEPS)[number];

export const EPCIS_MESSAGES = {
  rolesRequired: 'Only an admin or a manager can export the seed lots’ events.',
  noOrganization: 'Join or create an organization to export seed lot events.',
  lotNotFound: 'Seed lot not found',
  timeInvalid: 'Give the time as a date and time with its offset, for example 2026-11-01T00:00:00+05:30.',
  bizStepInvalid: `Give a CBV business step, for example shipping (the portal records ${EPCIS_BIZ_STEPS.join(', ')}).`,
  epcInvalid: 'Give a lot’s or a packet’s identifier as this portal writes it in its events.',
  pageSizeInvalid: `Give a page size from 1 to ${EPCIS_PAGE.maxSize}.`,
  pageTokenInvalid: 'This page token is not one the portal gave: start again from the first page.',
  downloadTrace: 'Download trace (EPCIS 2.0)',
  traceReport: 'Trace report (PDF)',
} as const;
