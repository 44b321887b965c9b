// Stories never reach a server: the few addresses a frame reads by itself (the public settings,
// the remotes' manifest, ...) are answered in the page with fixed answers. Every other address goes
// to the real fetch, so an unexpected request still fails the story test.

/** Fixed answers by path on the page's own origin. */
export type OfflineAnswers = Record<string, () => Response>;

const answers: OfflineAnswers = {};
let installed = false;

/** Answers `table`'s paths from now on in this page (fetch is wrapped once; later tables add to it). */
export function installOfflineFetch(table: OfflineAnswers): void {
  Object.assign(answers, table);
  if (installed) return;
  installed = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer = url.origin === window.location.origin ? answers[url.pathname] : undefined;
    return answer ? Promise.resolve(answer()) : real(input, init);
  };
}

/** A JSON answer of `status`. */
export const jsonAnswer =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
