// Paths the shell never routes: server endpoints and the remotes' files. Only /auth/v1 is the
// auth server: /auth/callback is a page of the portal. /v and /01 are the public verification
// pages (a code, and a packet's GS1 Digital Link).
const SERVER_PREFIXES = ['/api', '/auth/v1', '/v', '/01', '/remotes', '/storage', '/dev'];

/**
 * True for a browser navigation to one of the shell's client-side routes (e.g. /farms/123),
 * which gets the shell's index.html; false for API calls, files and anything not asking for HTML.
 */
export function isClientRoute(request: { method: string; path: string; accept: string | undefined }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!request.accept?.includes('text/html')) return false;
  const { path } = request;
  if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const last = path.split('/').at(-1) ?? '';
  return !last.includes('.');
}
