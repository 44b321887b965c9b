import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

/** The query-string values a list page keeps: one text, number or flag per key. */
type ParamValue = string | number | boolean;

/** A schema for the search params of a list page; it must accept an empty query (every key defaulted or optional). */
export type ListParamsSchema = z.ZodType<Record<string, ParamValue | undefined>>;

/** Changes to apply: a value sets its key, `null`, `undefined`, `''` or the schema's default removes it. */
export type ListParamsChanges<T> = { [K in keyof T]?: T[K] | null };

export interface ListParams<T> {
  /** The parsed, typed params; unknown or malformed values fall back to the schema's defaults. */
  params: T;
  /** Writes changes to the URL (replacing the history entry); any change but the page itself goes back to page 1. */
  setParams(changes: ListParamsChanges<T>): void;
}

export interface UseListParamsOptions {
  /** The key that a change of any other key removes (back to the first page); `null` for none. */
  pageKey?: string | null;
}

/** The first value of every key: `?a=1&a=2` reads as `a=1`, like URLSearchParams.get. */
function firstValues(search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of search) if (!(key in values)) values[key] = value;
  return values;
}

/**
 * Parses a query with the schema. A hand-edited or outdated URL must not break the page, so
 * keys the schema refuses are dropped and the rest parsed again; only a schema that refuses
 * even an empty query throws (a programming error).
 */
function parseParams<S extends ListParamsSchema>(schema: S, raw: Record<string, string>): z.output<S> {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !refused.has(key)));
  const second = schema.safeParse(kept);
  if (second.success) return second.data;
  throw new Error(`useListParams: the schema refuses the query ${JSON.stringify(kept)}: ${second.error.message}`);
}

/**
 * A list page's filters, tab and page kept in the URL's search params and parsed with a zod
 * schema, so a list can be shared, bookmarked and restored with Back. Values equal to the
 * schema's defaults are left out of the URL.
 */
export function useListParams<S extends ListParamsSchema>(
  schema: S,
  { pageKey = 'page' }: UseListParamsOptions = {},
): ListParams<z.output<S>> {
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const defaults = useMemo(() => parseParams(schema, {}), [schema]);
  // Parsed again only when the query text changes, so `params` keeps its identity between renders.
  const params = useMemo(() => parseParams(schema, firstValues(new URLSearchParams(query))), [schema, query]);

  const setParams = useCallback(
    (changes: ListParamsChanges<z.output<S>>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const text = value === null || value === undefined ? '' : String(value);
            const fallback = defaults[key];
            if (text === '' || (fallback !== undefined && text === String(fallback))) next.delete(key);
            else next.set(key, text);
          }
          if (pageKey !== null && !(pageKey in changes)) next.delete(pageKey);
          return next;
        },
        { replace: true },
      ),
    [setSearch, defaults, pageKey],
  );

  return { params, setParams };
}
