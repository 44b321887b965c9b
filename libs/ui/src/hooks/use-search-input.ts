import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SearchInput {
  /** What the box shows: the text as typed. */
  value: string;
  /** The box's onChange: shows the text at once and commits it after the pause. */
  onChange(next: string): void;
}

/**
 * A search box whose text goes to the list (the URL) a moment after typing stops. Only typing
 * commits: a search changed elsewhere (Back, Clear filters, leaving the page) shows in the box
 * and drops a pending commit, and a commit due after a link was followed is dropped too: a list
 * that is still on screen while the next page's code loads never pushes its search back into the
 * address.
 */
export function useSearchInput(committed: string, commit: (next: string) => void, delayMs = 300): SearchInput {
  const [typed, setTyped] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ commit, committed });
  useLayoutEffect(() => {
    latest.current = { commit, committed };
  });

  useEffect(() => {
    clearTimeout(timer.current);
    setTyped((current) => (current.trim() === committed ? current : committed));
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (next: string) => {
      setTyped(next);
      clearTimeout(timer.current);
      // The page this text was typed on: a link followed before the pause ends must win.
      const page = window.location.pathname;
      timer.current = setTimeout(() => {
        if (window.location.pathname !== page) return;
        if (next.trim() !== latest.current.committed) latest.current.commit(next.trim());
      }, delayMs);
    },
    [delayMs],
  );
  return { value: typed, onChange };
}
