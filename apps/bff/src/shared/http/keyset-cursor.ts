// The opaque cursor of a keyset-paged list: the last row's time and id, so the next page starts
// strictly after it (newest first). The client only passes it back; a cursor it altered or kept
// from another list is a bad request with the list's words, never a 500.
import { z } from 'zod';
import { AppError } from '../app-error';

export interface Keyset {
  date: string;
  id: string;
}

const Cursor = z.tuple([z.string().refine((date) => !Number.isNaN(Date.parse(date))), z.uuid()]);

export const keysetCursor = (last: Keyset): string =>
  Buffer.from(JSON.stringify([last.date, last.id])).toString('base64url');

/** The keyset a cursor stands for (null without one); a bad cursor throws 400 with `message`. */
export function keysetOf(cursor: string | undefined, message: string): Keyset | null {
  if (!cursor) return null;
  let decoded: unknown = null;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // an unreadable cursor is a bad request, below
  }
  const parsed = Cursor.safeParse(decoded);
  if (!parsed.success) throw AppError.badRequest(message, 'invalid_cursor');
  return { date: parsed.data[0], id: parsed.data[1] };
}

/** One page from `limit + 1` rows: the extra row only says that a next page exists. */
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? keysetCursor(keyOf(items[items.length - 1]!)) : null };
}
