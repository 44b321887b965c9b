// Which lot an identifier in a query (MATCH_anyEPC) names: the inverse of epcis-identifiers.ts.
// A GS1 Digital Link names a lot by its batch (AI 10) whatever its domain, as GS1's resolvers do;
// the portal's own lot URI by its id. Anything else names none of the portal's lots.

/** The lot a 19-digit GS1 batch number stands for (the inverse of gs1BatchOfLot). */
export function lotOfGs1Batch(batch: string): string | null {
  return /^\d{19}$/.test(batch) ? `SL-${batch.slice(0, 8)}-${batch.slice(8, 15)}-${batch.slice(15)}` : null;
}

export function lotIdOfEpc(epc: string, site: string): string | null {
  let url: URL;
  try {
    url = new URL(epc);
  } catch {
    return null;
  }
  const digitalLink = /^(?:\/[^/]+)*?\/01\/(\d{8}|\d{12,14})\/10\/([^/]+)(?:\/21\/[^/]+)?\/?$/.exec(url.pathname);
  if (digitalLink) return lotOfGs1Batch(decodeURIComponent(digitalLink[2]!));
  if (url.origin !== new URL(site).origin) return null;
  const own = /^\/seed-lots\/(SL-\d{8}-\d{7}-\d{4})$/.exec(decodeURIComponent(url.pathname));
  return own ? own[1]! : null;
}
