// The report photo's re-encoding (photo-worker.ts) without the pool: a phone's photo keeps its
// orientation though its EXIF is not kept, alpha is laid on white, and the decoders refuse garbage.
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import reencodePhoto, { exifOrientation, uprightThumbnail } from './photo-worker';
import { photoDimensionsOf, photoSizeProblem } from './report-photo';

/** A JPEG's start with an EXIF APP1 segment (big-endian TIFF) holding only the orientation. */
function exifWithOrientation(orientation: number): Uint8Array {
  const tiff = [
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0,
    0,
    0,
    8,
    0,
    1,
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  const app1 = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff];
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0, app1.length + 2, ...app1, 0xff, 0xd9]);
}

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];

describe('orientation', () => {
  it('when a JPEG says orientation 6 (turned right), then it is read, and the stored image stands upright: the left pixel on top', () => {
    expect(exifOrientation(exifWithOrientation(6))).toBe(6);
    expect(exifOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(1);
    const upright = uprightThumbnail({ width: 2, height: 1, data: Uint8Array.from([...RED, ...BLUE]) }, 1600, 6);
    expect({ width: upright.width, height: upright.height }).toEqual({ width: 1, height: 2 });
    expect([...upright.data]).toEqual([...RED, ...BLUE]);
  });

  it('when a pixel is transparent, then it is laid on white', () => {
    const out = uprightThumbnail({ width: 1, height: 1, data: Uint8Array.from([0, 0, 0, 0]) }, 1600, 1);
    expect([...out.data]).toEqual([255, 255, 255, 255]);
  });
});

describe('decoding', () => {
  it('when the bytes are not an image, then { ok: false }, never a throw', () => {
    expect(reencodePhoto({ bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), type: 'image/jpeg' })).toEqual({
      ok: false,
    });
    expect(reencodePhoto({ bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' })).toEqual({
      ok: false,
    });
  });

  it('when a JPEG is re-encoded, then a JPEG of the same size comes back', () => {
    const data = Buffer.alloc(30 * 20 * 4, 200);
    const photo = jpeg.encode({ width: 30, height: 20, data }, 90).data;
    expect(photoDimensionsOf(photo, 'image/jpeg')).toEqual({ width: 30, height: 20 });
    expect(photoSizeProblem(photo, 'image/jpeg')).toBeNull();
    const result = reencodePhoto({ bytes: photo, type: 'image/jpeg' });
    expect(result).toMatchObject({ ok: true, width: 30, height: 20 });
  });
});
