import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from './auth-provider';
import { createAuthStore } from './auth-store';

const profile = {
  id: '00000000-0000-4000-8000-000000000001',
  auth_id: '00000000-0000-4000-8000-000000000002',
  full_name: 'Asha Patil',
  role: 'manager' as const,
  organization_id: '00000000-0000-4000-8000-000000000003',
  email_verified: true,
  phone_verified: false,
  is_active: true,
  phone: null,
  address: null,
  avatar_url: null,
  company_name: null,
  language: null,
  updated_at: '2026-11-22T00:00:00Z',
};

describe('useAuth', () => {
  it('when used outside its provider, then it refuses with the spec message', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('when the store starts, then loading is true and nothing is signed in', () => {
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    expect(result.current).toMatchObject({ user: null, profile: null, organization: null, role: null, loading: true });
  });

  it('when a user signs in with a profile, then the role is taken from the profile', () => {
    const store = createAuthStore();
    function Role() {
      return <p>{useAuth((s) => s.role) ?? 'none'}</p>;
    }
    render(
      <AuthProvider store={store}>
        <Role />
      </AuthProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    act(() => store.getState().signedIn({ id: profile.auth_id }, { profile, organization: null }));
    expect(screen.getByText('manager')).toBeTruthy();
    expect(store.getState().loading).toBe(false);
  });

  it('when the state is cleared, then profile, organization and role are cleared and loading ends', () => {
    const store = createAuthStore();
    store.getState().signedIn({ id: profile.auth_id }, { profile, organization: null });
    store.getState().cleared();
    expect(store.getState()).toMatchObject({ user: null, profile: null, role: null, loading: false });
  });
});
