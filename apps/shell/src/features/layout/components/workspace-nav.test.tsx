import { AuthProvider, OFFLINE_SESSION, createAuthStore } from '@seed/auth';
import type { Organization, OrganizationType } from '@seed/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import SeedCompanyWorkspace from '../../access/components/seed-company-workspace';
import frameEn from '../../../i18n/frame.en.json';
import { i18n } from '../../../i18n/i18n';
import { BottomTabs } from './bottom-tabs';
import { SideNav } from './side-nav';

i18n.addResourceBundle('en', 'translation', frameEn, true, false);
afterEach(cleanup);

function withOrganization(type: OrganizationType, ui: React.ReactNode, path = '/dashboard') {
  const store = createAuthStore({ loading: false });
  store.setState({
    user: { id: 'u1' },
    profile: { full_name: 'Asha', role: 'admin' } as never,
    organization: { id: 'o1', name: 'Lab', type, status: 'active' } as Organization,
    role: 'admin',
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider store={store} session={OFFLINE_SESSION}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('navigation by organization type (issue 27)', () => {
  it('when a testing agency member opens the menu, then it has Dashboard, Testing Requests and Profile, no seed company sections', () => {
    withOrganization('testing_agency', <SideNav />);

    expect(linkNames(screen.getByRole('navigation', { name: 'Main menu' }))).toEqual([
      'Dashboard',
      'Testing Requests',
      'Profile',
    ]);
  });

  it('when a testing agency member is on a phone, then the bottom tabs are Dashboard, Testing and Profile', () => {
    withOrganization('testing_agency', <BottomTabs />);
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });

    expect(linkNames(tabs)).toEqual(['Dashboard', 'Testing', 'Profile']);
    expect(within(tabs).getByRole('list').className).toContain('grid-cols-3');
  });

  it.each(['seed_grower', 'marketplace_vendor', 'admin'] as const)(
    'when a %s member opens the menu, then it is the whole menu of today',
    (type) => {
      withOrganization(type, <SideNav />);
      expect(linkNames(screen.getByRole('navigation', { name: 'Main menu' }))).toEqual([
        'Dashboard',
        'Varieties',
        'Farms',
        'Seed Lots',
        'Testing Requests',
        'Transactions',
        'Profile',
      ]);
      cleanup();
      withOrganization(type, <BottomTabs />);
      expect(linkNames(screen.getByRole('navigation', { name: 'Quick navigation' }))).toEqual([
        'Dashboard',
        'Farms',
        'Seed Lots',
        'Testing',
        'Transactions',
      ]);
    },
  );
});

describe('the certification agency workspace (issue 28)', () => {
  it('when a certification agency member opens the menu, then it has Dashboard, Certification and Profile, no seed company sections', () => {
    withOrganization('field_inspection_agency', <SideNav />, '/certification');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });

    expect(linkNames(menu)).toEqual(['Dashboard', 'Certification', 'Profile']);
    expect(within(menu).getByRole('link', { name: 'Certification' }).getAttribute('href')).toBe('/certification');
    expect(within(menu).getByRole('link', { name: 'Certification' }).getAttribute('aria-current')).toBe('page');
  });

  it('when a certification agency member is on a phone, then the bottom tabs are Dashboard, Certification and Profile', () => {
    withOrganization('field_inspection_agency', <BottomTabs />);
    const tabs = screen.getByRole('navigation', { name: 'Quick navigation' });

    expect(linkNames(tabs)).toEqual(['Dashboard', 'Certification', 'Profile']);
    expect(within(tabs).getByRole('list').className).toContain('grid-cols-3');
  });
});

describe("the seed company's sections guard (issues 27 and 28)", () => {
  const routes = (
    <Routes>
      <Route element={<SeedCompanyWorkspace />}>
        <Route path="/seed-lots/*" element={<p>Seed lots area</p>} />
        <Route path="/farms/*" element={<p>Farms area</p>} />
        <Route path="/transactions/*" element={<p>Transactions area</p>} />
      </Route>
      <Route path="/testing-requests/*" element={<p>Testing requests area</p>} />
      <Route path="/certification/*" element={<p>Certification area</p>} />
    </Routes>
  );

  it.each(['/seed-lots/SL-20261127-0000001-0001', '/farms', '/seed-lots'])(
    'when a testing agency member opens %s, then the Testing Requests area shows instead',
    (path) => {
      withOrganization('testing_agency', routes, path);
      expect(screen.getByText('Testing requests area')).toBeTruthy();
      expect(screen.queryByText(/Seed lots area|Farms area/)).toBeNull();
    },
  );

  it.each(['/seed-lots/SL-20261127-0000001-0001', '/farms', '/transactions'])(
    'when a certification agency member opens %s, then the Certification area shows instead',
    (path) => {
      withOrganization('field_inspection_agency', routes, path);
      expect(screen.getByText('Certification area')).toBeTruthy();
      expect(screen.queryByText(/Seed lots area|Farms area|Testing requests area/)).toBeNull();
    },
  );

  it('when a seed grower opens a seed lot, then its area shows', () => {
    withOrganization('seed_grower', routes, '/seed-lots/SL-20261127-0000001-0001');
    expect(screen.getByText('Seed lots area')).toBeTruthy();
  });
});
