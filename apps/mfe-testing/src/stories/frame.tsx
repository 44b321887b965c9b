// The frame of this remote's stories: its namespace and catalogue at a screen's address, and the
// signed-in organization (a company, a laboratory or a certification agency) the screen is seen by.
import { AuthProvider, createAuthStore } from '@seed/auth';
import { type Organization, Organization as OrganizationSchema, type Role } from '@seed/domain';
import { remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import type { ReactElement } from 'react';
import { fireEvent, within } from 'storybook/test';
import { i18n, NAMESPACE } from '../i18n/i18n';
import { AGENCY, COMPANY, LAB } from './fixtures';

export const testingStory = (options: Omit<RemoteStoryOptions, 'name' | 'i18n'> = {}) =>
  remoteStory({ name: NAMESPACE, i18n, ...options });

type Viewer = 'company' | 'laboratory' | 'agency';

const ORGANIZATIONS: Record<Viewer, Organization> = {
  company: OrganizationSchema.parse({
    ...COMPANY,
    type: 'seed_grower',
    status: 'active',
    slug: 'malwa-beej-utpadak-sahakari-sanstha',
    owner_id: null,
    updated_at: '2026-11-01T00:00:00.000Z',
  }),
  laboratory: OrganizationSchema.parse({
    ...LAB,
    type: 'testing_agency',
    status: 'active',
    slug: 'state-seed-testing-laboratory-indore',
    owner_id: null,
    updated_at: '2026-11-01T00:00:00.000Z',
  }),
  agency: OrganizationSchema.parse({
    ...AGENCY,
    type: 'field_inspection_agency',
    status: 'active',
    slug: 'mp-state-seed-certification-agency',
    owner_id: null,
    updated_at: '2026-11-01T00:00:00.000Z',
  }),
};

/** A decorator signing in a member of `viewer`'s organization with `role` (no session is started). */
export function signedInAs(viewer: Viewer, role: Role = 'manager') {
  return function SignedIn(Story: () => ReactElement) {
    const store = createAuthStore({ organization: ORGANIZATIONS[viewer], role, loading: false });
    return (
      <AuthProvider store={store}>
        <Story />
      </AuthProvider>
    );
  };
}

/** The fixed day the stories' forms are filled on (a form opens on today's date, which a picture cannot hold). */
export const STORY_TODAY = '2026-11-27';

/**
 * A play step for the forms that open on today's date (the sample drawn, the date of test, of the
 * inspection): each date field that holds a date is set to STORY_TODAY, so the picture holds still.
 */
export async function fixTodaysDates(canvasElement: HTMLElement) {
  const fields = await within(canvasElement.ownerDocument.body).findAllByDisplayValue(/^\d{4}-\d{2}-\d{2}$/);
  for (const field of fields) fireEvent.change(field, { target: { value: STORY_TODAY } });
}
