// How PostgreSQL's answers become the API contract's types: repositories parse rows with the
// contract's schemas extended by these, instead of casting (a column that drifts fails loudly).
import { z } from 'zod';

/** float8 arrives as a number, numeric as text: both become a JSON number (null stays null). */
export const dbNumber = z.union([z.number(), z.string().regex(/^-?\d/).transform(Number)]).nullable();

/** timestamptz arrives as a Date (as ISO text inside json/jsonb): the API speaks ISO text in UTC. */
export const dbTime = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
