/** The same server, another database and/or login. */
export function databaseUrl(base: string, change: { database?: string; user?: string; password?: string }): string {
  const url = new URL(base);
  if (change.database) url.pathname = `/${encodeURIComponent(change.database)}`;
  if (change.user) {
    url.username = encodeURIComponent(change.user);
    url.password = change.password ? encodeURIComponent(change.password) : '';
  }
  return url.toString();
}
