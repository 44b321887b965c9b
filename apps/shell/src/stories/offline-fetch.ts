// Stories never reach a server: the one address the frame reads by itself (the remotes' manifest,
// for the versions in the user menu) is answered here, in the page, as missing — the menu then
// shows no versions, as it does when the manifest cannot be read. Every other address goes to the
// real fetch, so an unexpected request still fails the story test.
const ANSWERS: Record<string, () => Response> = {
  '/remotes.json': () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
};

let installed = false;

/** Installs the fixed answers once per page (idempotent). */
export function installOfflineFetch(): void {
  if (installed) return;
  installed = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer = url.origin === window.location.origin ? ANSWERS[url.pathname] : undefined;
    return answer ? Promise.resolve(answer()) : real(input, init);
  };
}
