import { describe, expect, it } from 'vitest';
import {
  avatarPath,
  DEFAULT_INVITATION_ROLE,
  defaultOrganizationName,
  invitationLink,
  isAvatarContentType,
  normalizeProfilePhone,
  organizationSlug,
  SELF_REGISTRATION,
  sniffAvatarType,
} from './accounts-rules';

const USER_ID = '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b';

describe('defaultOrganizationName', () => {
  it('when the user has a full name, then the organization is called "{name}\'s Organization"', () => {
    expect(defaultOrganizationName('Asha Patel')).toBe("Asha Patel's Organization");
  });

  it('when the name has surrounding spaces, then they are dropped', () => {
    expect(defaultOrganizationName('  Ravi  ')).toBe("Ravi's Organization");
  });

  it('when there is no name, then it is "My Organization"', () => {
    expect(defaultOrganizationName(null)).toBe('My Organization');
    expect(defaultOrganizationName('   ')).toBe('My Organization');
  });
});

describe('organizationSlug', () => {
  it('when the name is plain, then it is lower-cased with hyphens plus the first 8 characters of the user id', () => {
    expect(organizationSlug('Green Fields Seeds', USER_ID)).toBe('green-fields-seeds-3f1c2a7e');
  });

  it('when the name has an apostrophe, then it vanishes instead of becoming a hyphen', () => {
    expect(organizationSlug("Asha Patel's Organization", USER_ID)).toBe('asha-patels-organization-3f1c2a7e');
  });

  it('when the name has punctuation and repeated spaces, then each run becomes one hyphen and none lead or trail', () => {
    expect(organizationSlug('  --Kisan & Sons (Pvt.) Ltd--  ', USER_ID)).toBe('kisan-sons-pvt-ltd-3f1c2a7e');
  });

  it('when the name has no ASCII letters or digits, then the slug says organization', () => {
    expect(organizationSlug('बीज भंडार', USER_ID)).toBe('organization-3f1c2a7e');
  });

  it('when the name is very long, then its part of the slug keeps 60 characters and no trailing hyphen', () => {
    const slug = organizationSlug(`${'a'.repeat(59)} b${'c'.repeat(80)}`, USER_ID);
    expect(slug).toBe(`${'a'.repeat(59)}-3f1c2a7e`);
  });
});

describe('normalizeProfilePhone', () => {
  it('when the phone starts with 0, then the 0 is replaced by +91', () => {
    expect(normalizeProfilePhone('09876543210')).toBe('+919876543210');
  });

  it('when the phone has no country code, then +91 is prefixed', () => {
    expect(normalizeProfilePhone('98765 43210')).toBe('+919876543210');
  });

  it('when the phone starts with +, then it is kept (without spaces and hyphens)', () => {
    expect(normalizeProfilePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });

  it('when the phone is empty or missing, then there is no phone', () => {
    expect(normalizeProfilePhone('  ')).toBeNull();
    expect(normalizeProfilePhone(null)).toBeNull();
  });
});

describe('defaults', () => {
  it('when an invitation has no role, then it is manager; self-registration makes an admin of an active seed_grower', () => {
    expect(DEFAULT_INVITATION_ROLE).toBe('manager');
    expect(SELF_REGISTRATION).toEqual({ role: 'admin', organizationType: 'seed_grower', organizationStatus: 'active' });
  });
});

describe('avatars', () => {
  it('when the content type is one of the four image types, then it is accepted, parameters ignored', () => {
    expect(isAvatarContentType('image/png')).toBe(true);
    expect(isAvatarContentType('IMAGE/JPEG; charset=binary')).toBe(true);
    expect(isAvatarContentType('image/svg+xml')).toBe(false);
    expect(isAvatarContentType('toString')).toBe(false);
  });

  it('when the bytes carry a known signature, then the image type is recognised', () => {
    expect(sniffAvatarType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffAvatarType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffAvatarType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffAvatarType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('when the bytes are not one of the four images, then nothing is recognised', () => {
    expect(sniffAvatarType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffAvatarType(new Uint8Array())).toBeNull();
  });

  it('when a path is made, then it is the user id plus a timestamp and a nonce with the type extension', () => {
    expect(avatarPath(USER_ID, 1_790_000_000_000, 'image/webp', 'Ab3_-xYz')).toBe(
      `${USER_ID}/1790000000000-Ab3_-xYz.webp`,
    );
  });
});

describe('invitationLink', () => {
  it('when the origin ends with a slash, then the link has one slash and an encoded token', () => {
    expect(invitationLink('https://portal.example.org/', 'a+b/c')).toBe(
      'https://portal.example.org/invitation?token=a%2Bb%2Fc',
    );
  });
});
