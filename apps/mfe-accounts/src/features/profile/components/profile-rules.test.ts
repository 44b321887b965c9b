import { describe, expect, it } from 'vitest';
import { prepareAvatar } from './avatar-picker';

// The change-password checks moved to libs/domain (PasswordChangeForm, account-forms.test.ts).

describe('prepareAvatar', () => {
  it('when the file is not an image type the portal takes, then it is refused as a type error', async () => {
    expect(await prepareAvatar(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toEqual({ error: 'type' });
  });
  it('when the image is over 5 MB, then it is refused as too large', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(await prepareAvatar(big)).toEqual({ error: 'size' });
  });
  it('when the image is 1 MB or less, then it is uploaded as it is', async () => {
    const small = new File([new Uint8Array(1000)], 'a.webp', { type: 'image/webp' });
    expect(await prepareAvatar(small)).toEqual({ blob: small, compressed: false });
  });
});
