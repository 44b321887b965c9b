import { hasForbiddenCharacters } from '@seed/domain';

/**
 * Where parsed input still holds text the contract refuses (NUL, a lone surrogate) — in a string
 * or an object key — as a path like `data.nickname`, or null. Schemas refuse it in their text()
 * fields; this catches what no text() saw: z.unknown() values, records of unknown, loose objects.
 */
export function findForbiddenText(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => pending.push({ value: item, path: `${path}[${i}]` }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) return itemPath;
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
