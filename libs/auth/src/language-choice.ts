import type { Language } from '@seed/domain';
import { useTranslation } from 'react-i18next';
import { useAuth, useAuthSessionActions } from './auth-provider';
import { apiFetch } from './lazy';

/**
 * Choosing the portal's language: the page takes it at once (every remote, one i18next instance;
 * the shell's detector keeps it in this browser), and a signed-in person's profile keeps it, so
 * it follows them to their other devices. Rejects when the profile could not keep it (the page
 * still speaks it).
 */
export function useLanguageChoice(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const hasProfile = useAuth((s) => s.profile !== null);
  // A person with a profile is signed in, so the frame has started the session already.
  const session = useAuthSessionActions();
  return async (language) => {
    await i18n.changeLanguage(language);
    if (!hasProfile) return;
    await apiFetch('accounts', 'setLanguage', { body: { language } });
    await session.reload();
  };
}
