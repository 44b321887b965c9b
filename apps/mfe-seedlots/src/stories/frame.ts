// The frame of this remote's stories: its namespace and catalogue, at a screen's address, for a
// signed-in member of the given role (the lot cards read the role: admins and managers see the
// quality, certification and QR code; others see a sentence and no request is made).
import { AuthProvider, createAuthStore } from '@seed/auth';
import type { Role } from '@seed/domain';
import { remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import { createElement, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { WIZARD_STORAGE_KEY } from '../features/production/components/wizard/wizard-state';
import { i18n, NAMESPACE } from '../i18n/i18n';

export interface SeedLotsStoryOptions extends Omit<RemoteStoryOptions, 'name' | 'i18n'> {
  /** The signed-in member's role: 'admin' unless given; null for a member without one. */
  role?: Role | null;
}

export const seedLotsStory = ({ role = 'admin', ...options }: SeedLotsStoryOptions = {}) => {
  const frame = remoteStory({ name: NAMESPACE, i18n, ...options });
  return function SeedLotsStoryFrame(Story: () => ReactElement) {
    const store = createAuthStore({ role, loading: false });
    return createElement(AuthProvider, {
      store,
      children: frame(() => createElement(WhenSeeded, { children: createElement(Story) })),
    });
  };
};

/**
 * Renders the screen a task after the cache was seeded. A seeded failure settles a few microtasks
 * after its (rejected) request: a screen subscribing in between would find the request over but
 * the query not yet failed, and ask the API itself (a request a story must not make).
 */
function WhenSeeded({ children }: { children: ReactNode }) {
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSeeded(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return seeded ? children : null;
}

/**
 * The production wizard's entries in this tab's session storage before the story renders (the
 * wizard restores them, as after a reload), or none: `beforeEach: wizardDraft(FULL_DRAFT)`.
 */
export const wizardDraft = (draft: unknown) => () => {
  if (draft === null) window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  else window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
  return () => window.sessionStorage.removeItem(WIZARD_STORAGE_KEY);
};

/**
 * A fixed "today" for the forms that start on today's date (harvest and packaging date), so their
 * pictures do not change from one day to the next: `beforeEach: fixedToday('2026-11-28')`.
 */
export const fixedToday = (day: string) => () => {
  const RealDate = Date;
  const fixed = new RealDate(`${day}T10:00:00`).getTime();
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
};
