import { describe, expect, it } from 'vitest';
import { InvitationCreate, OrganizationUpdate, ProfileUpdate } from './accounts-api';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ProfileUpdate', () => {
  it('when the full name is blank or missing, then "Full name is required"', () => {
    expect(firstMessage(ProfileUpdate.safeParse({ full_name: '   ' }))).toBe('Full name is required');
    expect(firstMessage(ProfileUpdate.safeParse({}))).toBe('Full name is required');
  });

  it('when the phone has no country code, then it is normalized to +91', () => {
    expect(ProfileUpdate.parse({ full_name: 'Asha', phone: '09876543210' })).toEqual({
      full_name: 'Asha',
      phone: '+919876543210',
    });
  });

  it('when phone and address are empty, then they are cleared; when missing, they stay undefined', () => {
    expect(ProfileUpdate.parse({ full_name: 'Asha', phone: '', address: ' ' })).toEqual({
      full_name: 'Asha',
      phone: null,
      address: null,
    });
    expect(ProfileUpdate.parse({ full_name: 'Asha' })).toEqual({ full_name: 'Asha' });
  });

  it('when the phone is not a number, then the phone message of the spec', () => {
    expect(firstMessage(ProfileUpdate.safeParse({ full_name: 'Asha', phone: 'call me' }))).toBe(
      'Please enter a valid phone number with country code (e.g., +91 for India)',
    );
  });
});

describe('OrganizationUpdate', () => {
  it('when name, type or status is missing, then each has its required message', () => {
    const result = OrganizationUpdate.safeParse({ name: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Organization name is required',
      'Organization type is required',
      'Organization status is required',
    ]);
  });

  it('when the fields are valid, then the name is trimmed', () => {
    expect(OrganizationUpdate.parse({ name: ' Kisan Seeds ', type: 'testing_agency', status: 'inactive' })).toEqual({
      name: 'Kisan Seeds',
      type: 'testing_agency',
      status: 'inactive',
    });
  });
});

describe('InvitationCreate', () => {
  it('when no role is chosen, then it is manager and the e-mail is lower-cased', () => {
    expect(InvitationCreate.parse({ email: ' Ravi@Example.ORG ' })).toEqual({
      email: 'ravi@example.org',
      role: 'manager',
    });
  });

  it('when the e-mail is missing or invalid, then the invite dialog messages', () => {
    expect(firstMessage(InvitationCreate.safeParse({ email: '' }))).toBe('Please enter an email address');
    expect(firstMessage(InvitationCreate.safeParse({ email: 'ravi@' }))).toBe('Please enter a valid email address');
  });

  it('when the role is not manager or admin, then it is refused', () => {
    expect(firstMessage(InvitationCreate.safeParse({ email: 'a@b.org', role: 'owner' }))).toBe(
      'Please choose a role: manager or admin',
    );
  });
});
