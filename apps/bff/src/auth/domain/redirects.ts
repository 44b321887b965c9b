/**
 * GoTrue's redirect_to rule: a redirect is allowed when it is on the site's own origin or
 * matches an entry of the allow list (an exact URL, or a prefix ending in *); anything else
 * falls back to the site URL, so links in e-mails never send users to another site.
 */
export function allowedRedirect(requested: string | null | undefined, siteUrl: string, allowList: string[]): string {
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested, siteUrl);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  const href = url.toString();
  if (url.origin === new URL(siteUrl).origin) return href;
  for (const entry of allowList) {
    if (entry.endsWith('*') ? href.startsWith(entry.slice(0, -1)) : href === entry || href === `${entry}/`) return href;
  }
  return siteUrl;
}
