import { useAuth } from '@seed/auth';
import { pageLanguage } from '@seed/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// The profile language last taken by the page, with its person: the frame can mount again (a new
// route tree) with the same profile, and a language picked since then must not be undone by it.
let followed: string | null = null;

/**
 * The signed-in person's language follows their profile, so a choice made on one device holds on
 * every other: when a profile arrives with a language the page has not taken yet, the page takes it.
 */
export function useProfileLanguage(): void {
  const { i18n } = useTranslation();
  const chosen = useAuth((s) => s.profile?.language ?? null);
  const person = useAuth((s) => s.profile?.id ?? null);
  useEffect(() => {
    if (!chosen || `${person}:${chosen}` === followed) return;
    followed = `${person}:${chosen}`;
    if (chosen !== pageLanguage(i18n)) void i18n.changeLanguage(chosen);
  }, [chosen, person, i18n]);
}
