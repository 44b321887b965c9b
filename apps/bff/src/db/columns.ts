// How PostgreSQL's answers become the API contract's types: repositories parse rows with the
// contract's schemas extended by these, instead of casting (a column that drifts fails loudly).
// A large screen answer that SQL already builds in the API's own shapes (timestamps through
// private.api_time) is parsed once instead, by the route's response schema, which fails as loudly:
// the lot detail and the farms list, where the second parse cost as much as the first (issue 11).
import { z } from 'zod';

/** float8 arrives as a number, numeric as text: both become a JSON number (null stays null). */
export const dbNumber = z.union([z.number(), z.string().regex(/^-?\d/).transform(Number)]).nullable();

/** timestamptz arrives as a Date (as ISO text inside json/jsonb): the API speaks ISO text in UTC. */
export const dbTime = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
