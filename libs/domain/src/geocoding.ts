import { z } from 'zod';
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import { text } from './primitives';

// GET /api/v1/geocode: address search through the open (Nominatim-compatible) geocoder the BFF
// is configured with, answered in the statuses the Google geocoder uses ('OK', 'ZERO_RESULTS'),
// so the farm form treats both geocoders alike.

/** Limits and messages of the address search. */
export const GEOCODE_LIMITS = { maxQueryLength: 300 } as const;

/** What the address search answers when it cannot (clear 400/501/502 messages). */
export const GEOCODE_MESSAGES = {
  queryRequired: 'Enter an address to search for',
  queryTooLong: `The address must be at most ${GEOCODE_LIMITS.maxQueryLength} characters`,
  notConfigured: 'Address search is not available: no open geocoder is configured on this server',
  upstreamFailed: 'The address search service failed to answer. Try again later.',
  upstreamTimedOut: 'The address search service did not answer in time. Try again later.',
  tooManySearches: 'Too many address searches at once. Please wait a moment and try again.',
} as const;

/** GET /api/v1/geocode query: the address, trimmed, 1 to 300 characters. */
export const GeocodeQuery = z
  .object({
    q: text({ error: GEOCODE_MESSAGES.queryRequired })
      .trim()
      .min(1, GEOCODE_MESSAGES.queryRequired)
      .max(GEOCODE_LIMITS.maxQueryLength, GEOCODE_MESSAGES.queryTooLong),
  })
  .meta({ id: 'GeocodeQuery' });
export type GeocodeQuery = z.output<typeof GeocodeQuery>;

/** A point found for an address, WGS 84 degrees. */
export const GeocodeLocation = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .meta({ id: 'GeocodeLocation' });
export type GeocodeLocation = z.infer<typeof GeocodeLocation>;

/** The best match for the address, or ZERO_RESULTS when the geocoder found none. */
export const GeocodeResponse = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('OK'), location: GeocodeLocation }),
    z.object({ status: z.literal('ZERO_RESULTS'), location: z.null() }),
  ])
  .meta({ id: 'GeocodeResponse' });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

export const GEOCODING_API = {
  geocode: endpoint({
    method: 'get',
    path: '/api/v1/geocode',
    operationId: 'geocodeAddress',
    summary: "An address's best match from the open (Nominatim-compatible) geocoder of GEOCODER_URL",
    description:
      "Any signed-in user. Answers the Google geocoder's statuses: OK with a location, or ZERO_RESULTS. " +
      'The browser uses it when /config.json says geocoder: open.',
    tags: ['geocoding'],
    auth: 'user',
    request: { query: GeocodeQuery },
    responses: {
      200: { description: 'The best match, or ZERO_RESULTS', schema: GeocodeResponse },
      400: {
        description: `q is blank or longer than 300 characters ('${GEOCODE_MESSAGES.queryRequired}')`,
        schema: ErrorBody,
      },
      429: {
        description: `Over GEOCODER_MAX_PER_SECOND for the whole portal ('${GEOCODE_MESSAGES.tooManySearches}')`,
        schema: ErrorBody,
      },
      501: { description: `GEOCODER_URL is not set ('${GEOCODE_MESSAGES.notConfigured}')`, schema: ErrorBody },
      502: { description: 'The geocoder failed, answered nonsense or did not answer within 5 s', schema: ErrorBody },
    },
  }),
} as const;
