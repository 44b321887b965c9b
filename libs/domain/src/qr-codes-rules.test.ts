import { describe, expect, it } from 'vitest';
import { QrCodeImageQuery, QrLabelSheetQuery, VerificationSettingsInput } from './qr-codes';
import {
  gs1BatchOfLot,
  gs1DigitalLinkUrl,
  isValidGtin,
  photoTypeOf,
  VERIFICATION_MESSAGES as M,
} from './qr-codes-rules';

describe('GTINs', () => {
  it.each(['96385074', '036000291452', '4006381333931', '10614141000415'])(
    'when %s has its GS1 check digit, then it is valid',
    (gtin) => {
      expect(isValidGtin(gtin)).toBe(true);
    },
  );

  it.each([
    '96385075',
    '036000291453',
    '4006381333932',
    '1234567',
    '12345678901',
    '123456789012345',
    '00000000',
    '4006381333931 ',
    '４００６３８１３３３９３１',
  ])('when %j is not a GTIN with its check digit, then it is refused', (gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });

  it('when a packet of a lot is linked, then GS1 Digital Link with the 14-digit GTIN, the lot id’s 19 digits and the serial', () => {
    expect(gs1BatchOfLot('SL-20260314-0001234-5678')).toBe('2026031400012345678');
    expect(gs1BatchOfLot('LOT-1')).toBeNull();
    expect(gs1DigitalLinkUrl('https://seeds.example.in/', '96385074', 'SL-20260314-0001234-5678', 12)).toBe(
      'https://seeds.example.in/01/00000096385074/10/2026031400012345678/21/12',
    );
    expect(gs1DigitalLinkUrl('https://seeds.example.in', '96385075', 'SL-20260314-0001234-5678', 12)).toBeNull();
  });
});

describe('the settings and printing queries', () => {
  it('when the GTIN is absent, then it is kept (undefined); blank or null clears it; a bad one is refused with the words', () => {
    const base = { show_contact_on_verification: false, verification_contact: null };
    expect(VerificationSettingsInput.parse(base).gtin).toBeUndefined();
    expect(VerificationSettingsInput.parse({ ...base, gtin: '  ' }).gtin).toBeNull();
    expect(VerificationSettingsInput.parse({ ...base, gtin: null }).gtin).toBeNull();
    expect(VerificationSettingsInput.parse({ ...base, gtin: ' 96385074 ' }).gtin).toBe('96385074');
    expect(VerificationSettingsInput.safeParse({ ...base, gtin: '96385075' }).error?.issues[0]?.message).toBe(
      M.gtinInvalid,
    );
    expect(VerificationSettingsInput.safeParse({ ...base, gtin: 96385074 }).error?.issues[0]?.message).toBe(
      M.gtinInvalid,
    );
  });

  it('when an image is asked for, then svg of 256 pixels by default, and the size from 64 to 2048 as plain digits', () => {
    expect(QrCodeImageQuery.parse({})).toEqual({ format: 'svg', size: 256 });
    expect(QrCodeImageQuery.parse({ size: '512' })).toEqual({ format: 'svg', size: 512 });
    for (const size of ['63', '2049', '1e3', '12.5', 'x']) {
      expect(QrCodeImageQuery.safeParse({ size }).error?.issues[0]?.message).toBe(M.imageSizeInvalid);
    }
  });

  it('when a label sheet is asked for, then A4 3 × 8 packets by default; a range runs from its first to its last', () => {
    expect(QrLabelSheetQuery.parse({})).toEqual({ layout: 'a4-3x8', kind: 'packet', language: 'en' });
    expect(QrLabelSheetQuery.parse({ layout: 'thermal-50x25', from: '5', to: '5' })).toMatchObject({ from: 5, to: 5 });
    expect(QrLabelSheetQuery.safeParse({ from: '6', to: '5' }).error?.issues[0]?.message).toBe(M.labelRangeInvalid);
    expect(QrLabelSheetQuery.safeParse({ from: '0' }).error?.issues[0]?.message).toBe(M.labelRangeInvalid);
    expect(QrLabelSheetQuery.safeParse({ layout: 'a5' }).error?.issues[0]?.message).toBe(M.labelLayoutInvalid);
  });

  it("when a label sheet's language is asked for, then English, Hindi or Marathi; another, refused in the words of the profile's language", () => {
    expect(['en', 'hi', 'mr'].map((language) => QrLabelSheetQuery.parse({ language }).language)).toEqual([
      'en',
      'hi',
      'mr',
    ]);
    for (const language of ['fr', 'HI', 'hi-IN', '']) {
      expect(QrLabelSheetQuery.safeParse({ language }).error?.issues[0]?.message).toBe(
        'Please choose English, Hindi or Marathi',
      );
    }
  });
});

describe("a report photo's type", () => {
  const bytes = (...parts: (number[] | string)[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it('when the bytes start with a JPEG, PNG or WebP signature, then that type, whatever the file was called', () => {
    expect(photoTypeOf(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('image/jpeg');
    expect(photoTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(photoTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('when the bytes are anything else (a PDF, a GIF, a RIFF that is not WebP, too few bytes), then null', () => {
    expect(photoTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(photoTypeOf(bytes('GIF89a'))).toBeNull();
    expect(photoTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(photoTypeOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(photoTypeOf(new Uint8Array())).toBeNull();
  });
});
