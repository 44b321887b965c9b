// The verification page's opt-in coarse location, the report's optional photo and the "scans far
// from where the lot was sold" signal, through the real app and database: the once-only token of one
// scan, 2 decimals and no address kept, rate limits, every bad photo in both languages, the photo
// read back by the organization (and only by it), and where a lot counts as sold.
import { createHash, randomBytes } from 'node:crypto';
import { VERIFICATION_LIMITS } from '@seed/domain';
import jpeg from 'jpeg-js';
import { PNG as PNGImage } from 'pngjs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createQrCodesComponent } from '../index';
import { insertLot, packetCode } from '../../test/qr-codes-kit';
import { startWithinOneWindow } from '../../test/rate-windows';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let owner: Member;
let buyer: Member;
let lot: string;
let lotCode: { id: string; code: string };

const label = `Locate-${randomBytes(3).toString('hex')}`;
const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.8`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const someClient = () =>
  `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function browser(app: TestApp = testApp, ip = clientIp) {
  const agent = request.agent(app.app);
  return {
    get: (path: string) => agent.get(path).set('User-Agent', PHONE_UA).set('X-Forwarded-For', ip),
    post: (path: string) => agent.post(path).set('User-Agent', PHONE_UA).set('X-Forwarded-For', ip),
  };
}

/** The token a page carries for its opt-in location. */
const tokenOf = (html: string) => /<button type="button" id="lb"[^>]* data-t="([A-Za-z0-9_-]{22})"/.exec(html)![1]!;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const scanOf = async (token: string) =>
  (await adminQuery(`select * from public.qr_scans where location_token = $1`, [hashOf(token)]))[0];

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** RGBA pixels of a width × height gradient (red across, green down). */
const pixels = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set([(x * 255) / width, (y * 255) / height, 96, 255], (y * width + x) * 4);
  return { width, height, data };
};
const pngOf = (width: number, height: number) => {
  const png = new PNGImage({ width, height });
  pixels(width, height).data.copy(png.data);
  return PNGImage.sync.write(png);
};
const JPEG = jpeg.encode(pixels(64, 48), 90).data;
const PNG = pngOf(40, 30);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 '), randomBytes(300)]);
/** A PNG whose header claims width × height (its one IDAT is a few bytes of nothing): a decompression bomb's shape. */
const pngClaiming = (width: number, height: number) => {
  const real = pngOf(1, 1);
  const header = Buffer.from(real.subarray(0, 33));
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  // the IHDR's CRC is not what a decoder would check first: the header is refused before any decoding
  return Buffer.concat([header, real.subarray(33)]);
};
/** A JPEG whose frame header (SOF0) claims width × height. */
const jpegClaiming = (width: number, height: number) => {
  const bytes = Buffer.from(JPEG);
  for (let i = 2; i < bytes.length;) {
    const marker = bytes[i + 1]!;
    if (marker === 0xc0) {
      bytes.writeUInt16BE(height, i + 5);
      bytes.writeUInt16BE(width, i + 7);
      return bytes;
    }
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error('no SOF0');
};
const decoded = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true });

beforeAll(async () => {
  testApp = createFullTestApp({ env: { TRUST_PROXY: '1' } });
  owner = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` } });
  buyer = await signUp(testApp, { userMetadata: { full_name: `${label} Dealer`, organization_name: `${label} Agro` } });
  lot = await insertLot(owner.organizationId!, { packages: 4 });
  await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
  lotCode = (await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body;
});

afterAll(async () => {
  await testApp.close();
});

describe('the opt-in coarse location', () => {
  it('when the page is served, then the opt-in is hidden until its script shows it, worded in both languages, and the CSP allows exactly that script and same-origin calls', async () => {
    const page = await browser().get(`/v/${lotCode.code}?lang=en`).expect(200);
    expect(page.text).toContain('<section id="loc" hidden><button type="button" id="lb"');
    expect(page.text).toContain('>Share my approximate location</button>');
    expect(page.text).toContain('Only your area (about 1 km) is kept, never your exact place');
    expect(page.text).toContain(`data-u="/v/${lotCode.code}/location?lang=en"`);

    const csp = page.headers['content-security-policy'] as string;
    const script = /<script>(.*)<\/script>/.exec(page.text)![1]!;
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    // the script rounds to 2 decimals before anything leaves the phone
    expect(script).toMatch(/Math\.round\(\w+\*100\)\/100/);

    const hindi = await browser().get(`/v/${lotCode.code}?lang=hi`).expect(200);
    expect(hindi.text).toContain('>मेरी अनुमानित जगह बताएँ</button>');
    expect(hindi.text).toContain('केवल आपका इलाका (लगभग 1 किमी) रखा जाता है');
    expect(Buffer.byteLength(hindi.text)).toBeLessThan(20_000);
  });

  it('when the page sends its token with a position, then THAT scan gets it rounded to 2 decimals — no address, no precise coordinates — and only once', async () => {
    const phone = browser(testApp, someClient());
    const first = tokenOf((await phone.get(`/v/${lotCode.code}`).expect(200)).text);
    const second = tokenOf((await phone.get(`/v/${lotCode.code}`).expect(200)).text);
    expect(first).not.toBe(second);

    await phone
      .post(`/v/${lotCode.code}/location`)
      .type('form')
      .send({ token: second, lat: '18.523456', lon: '73.856789' })
      .expect(204);

    const located = await adminQuery(
      `select id, latitude, longitude, location_token from public.qr_scans where qr_code_id = $1 and latitude is not null`,
      [lotCode.id],
    );
    expect(located).toEqual([{ id: expect.any(String), latitude: '18.52', longitude: '73.86', location_token: null }]);
    // the other page's scan is untouched, and its token still waits
    expect(await scanOf(first)).toMatchObject({ latitude: null, longitude: null });
    const row = await adminQuery(`select * from public.qr_scans where id = $1`, [located[0]!.id]);
    expect(JSON.stringify(row)).not.toMatch(/10\.2\d\d\./);
    expect(JSON.stringify(row)).not.toContain('18.523');

    // once: the same token again is refused, and the scan keeps its first location
    await phone
      .post(`/v/${lotCode.code}/location`)
      .type('form')
      .send({ token: second, lat: '28.61', lon: '77.21' })
      .expect(404);
    expect((await adminQuery(`select latitude from public.qr_scans where id = $1`, [located[0]!.id]))[0]).toEqual({
      latitude: '18.52',
    });
  });

  it('when the database is asked directly with precise coordinates, then it rounds them too', async () => {
    const token = tokenOf((await browser(testApp, someClient()).get(`/v/${lotCode.code}`).expect(200)).text);
    const [ok] = await adminQuery<{ ok: boolean }>(`select public.locate_scan($1, 12.345678, 76.987654) as ok`, [
      hashOf(token),
    ]);
    expect(ok).toEqual({ ok: true });
    const [scan] = await adminQuery(
      `select latitude, longitude from public.qr_scans where location_token is null
      and latitude = 12.35 and longitude = 76.99 and qr_code_id = $1`,
      [lotCode.id],
    );
    expect(scan).toEqual({ latitude: '12.35', longitude: '76.99' });
  });

  it('when the token is unknown or older than 30 minutes, then 404; a malformed token or position, then 400; JSON, then 415', async () => {
    const client = browser(testApp, someClient());
    const send = (fields: Record<string, string>) =>
      client.post(`/v/${lotCode.code}/location`).type('form').send(fields);
    await send({ token: randomBytes(16).toString('base64url'), lat: '18.52', lon: '73.86' }).expect(404);

    const old = tokenOf((await client.get(`/v/${lotCode.code}`).expect(200)).text);
    await adminQuery(
      `update public.qr_scans set scanned_at = now() - interval '31 minutes' where location_token = $1`,
      [hashOf(old)],
    );
    await send({ token: old, lat: '18.52', lon: '73.86' }).expect(404);

    const fresh = tokenOf((await client.get(`/v/${lotCode.code}`).expect(200)).text);
    await send({ token: 'not-a-token', lat: '18.52', lon: '73.86' }).expect(400);
    await send({ token: fresh, lat: '95', lon: '73.86' }).expect(400);
    await send({ token: fresh, lat: 'here', lon: '73.86' }).expect(400);
    await client.post(`/v/${lotCode.code}/location`).send({ token: fresh, lat: 18.52, lon: 73.86 }).expect(415);
    expect(await scanOf(fresh)).toMatchObject({ latitude: null });
  });
});

describe('the report photo', () => {
  const report = (code: string, language = 'en') =>
    browser(testApp, someClient())
      .post(`/v/${code}/report?lang=${language}`)
      .field('shop_name', `${label} Krishi Kendra`)
      .field('place', 'Nashik')
      .field('phone', '');

  const reportOf = async (shop: string) =>
    (
      await adminQuery<{ id: string; photo: Buffer | null; photo_type: string | null; phone: string | null }>(
        `select id, photo, photo_type, phone from public.suspicious_reports where shop_name = $1 order by created_at desc`,
        [shop],
      )
    )[0];

  it('when the form comes as multipart with a JPEG, then thanks; the organization lists it with a photo and reads the photo as image/jpeg, private', async () => {
    const page = await report(lotCode.code)
      .attach('photo', JPEG, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(page.text).toContain('Thank you — your report was sent');
    const stored = await reportOf(`${label} Krishi Kendra`);
    expect(stored!.photo_type).toBe('image/jpeg');
    // re-encoded from its pixels: another JPEG of the same size
    expect(Buffer.compare(stored!.photo!, JPEG)).not.toBe(0);
    expect(decoded(stored!.photo!)).toMatchObject({ width: 64, height: 48 });

    const list = await api(testApp, owner).get('/api/v1/qr-reports').expect(200);
    expect(list.body.reports[0]).toEqual({
      id: stored!.id,
      lotId: lot,
      shopName: `${label} Krishi Kendra`,
      place: 'Nashik',
      phone: null,
      createdAt: expect.any(String),
      hasPhoto: true,
    });
    const photo = await api(testApp, owner)
      .get(`/api/v1/qr-reports/${stored!.id}/photo`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toMatch(/^private/);
    expect(Buffer.compare(photo.body as Buffer, stored!.photo!)).toBe(0);
  });

  it('when the photo is a PNG, whatever its name, then it is told by its bytes and stored re-encoded as a JPEG of the same size', async () => {
    const shop = `${label} png`;
    await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .field('shop_name', shop)
      .field('place', 'Pune')
      .attach('photo', PNG, { filename: 'photo.txt', contentType: 'application/octet-stream' })
      .expect(200);
    const stored = (await reportOf(shop))!;
    expect(stored.photo_type).toBe('image/jpeg');
    expect(decoded(stored.photo!)).toMatchObject({ width: 40, height: 30 });
  });

  it('when a large photo is sent, then it is stored at most 1600 px on its longest side', async () => {
    const shop = `${label} large`;
    await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .field('shop_name', shop)
      .field('place', 'Pune')
      .attach('photo', pngOf(3200, 1000), 'large.png')
      .expect(200);
    expect(decoded((await reportOf(shop))!.photo!)).toMatchObject({ width: 1600, height: 500 });
  });

  it('when a JPEG carries an HTML page after its image, then what is stored is only the re-encoded image', async () => {
    const shop = `${label} polyglot`;
    const polyglot = Buffer.concat([JPEG, Buffer.from('<html><script>alert(1)</script></html>')]);
    await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .field('shop_name', shop)
      .field('place', 'Pune')
      .attach('photo', polyglot, 'p.jpg')
      .expect(200);
    const stored = (await reportOf(shop))!;
    expect(stored.photo!.toString('latin1')).not.toContain('<script>');
    expect(decoded(stored.photo!)).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ['a 50,000 × 50,000 px PNG of a few bytes', () => pngClaiming(50_000, 50_000)],
    ['a PNG of 41 megapixels', () => pngClaiming(8_000, 5_125)],
    ['a PNG 10,001 px wide', () => pngClaiming(10_001, 10)],
    ['a JPEG claiming 60,000 × 60,000 px', () => jpegClaiming(60_000, 60_000)],
  ])(
    'when the photo is %s, then 400 from its header alone with the words, in both languages, and nothing is stored',
    async (_, bomb) => {
      const shop = `${label} bomb ${randomBytes(3).toString('hex')}`;
      const page = await browser(testApp, someClient())
        .post(`/v/${lotCode.code}/report`)
        .field('shop_name', shop)
        .field('place', 'Pune')
        .attach('photo', bomb(), 'bomb.png')
        .expect(400);
      expect(page.text).toContain('The photo has too many pixels (up to 40 megapixels and 10,000 pixels a side).');
      expect(page.text).toContain(`value="${shop}"`);
      const hindi = await browser(testApp, someClient())
        .post(`/v/${lotCode.code}/report?lang=hi`)
        .field('shop_name', shop)
        .field('place', 'Pune')
        .attach('photo', bomb(), 'bomb.png')
        .expect(400);
      expect(hindi.text).toContain('फ़ोटो में बहुत ज़्यादा पिक्सेल हैं (अधिकतम 40 मेगापिक्सेल');
      expect(await reportOf(shop)).toBeUndefined();
    },
  );

  it('when a PNG or JPEG has a readable header but no image that decodes, then 400 and the form says it could not be read', async () => {
    for (const broken of [
      pngClaiming(40, 30).subarray(0, 40),
      Buffer.concat([JPEG.subarray(0, 200), randomBytes(50)]),
    ]) {
      const page = await browser(testApp, someClient())
        .post(`/v/${lotCode.code}/report`)
        .field('shop_name', `${label} broken`)
        .field('place', 'Pune')
        .attach('photo', broken, 'broken.jpg')
        .expect(400);
      expect(page.text).toContain('The photo could not be read.');
    }
  });

  it('when the photo is a WebP, then 400: it cannot be re-encoded here, and the form asks for a JPEG or PNG', async () => {
    const page = await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .field('shop_name', `${label} webp`)
      .field('place', 'Pune')
      .attach('photo', WEBP, 'photo.webp')
      .expect(400);
    expect(page.text).toContain('Please choose a photo (JPEG or PNG)');
  });

  it('when the multipart form has no photo chosen, then the report is kept without one, and its photo answers 404', async () => {
    const shop = `${label} no photo`;
    await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .field('shop_name', shop)
      .field('place', 'Pune')
      .attach('photo', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' })
      .expect(200);
    const stored = await reportOf(shop);
    expect(stored!.photo).toBeNull();
    const refused = await api(testApp, owner).get(`/api/v1/qr-reports/${stored!.id}/photo`).expect(404);
    expect(refused.body.error).toEqual({ code: 'photo_not_found', message: 'This report has no photo.' });
  });

  it.each([
    ['en', 'The photo is too large (up to 2 MB).'],
    ['hi', 'फ़ोटो बहुत बड़ी है (अधिकतम 2 MB)।'],
  ])(
    'when the photo is over 2 MB (%s), then 400 and the form again with its words and the fields kept',
    async (language, words) => {
      const big = Buffer.concat([JPEG, Buffer.alloc(VERIFICATION_LIMITS.photoMaxBytes)]);
      const page = await report(lotCode.code, language)
        .attach('photo', big, { filename: 'big.jpg', contentType: 'image/jpeg' })
        .expect(400);
      expect(page.text).toContain(words);
      expect(page.text).toContain(`value="${label} Krishi Kendra"`);
    },
  );

  it.each([
    ['en', 'The file is not a photo. Please choose a photo (JPEG or PNG)'],
    ['hi', 'यह फ़ाइल फ़ोटो नहीं है।'],
  ])(
    'when the "photo" is not an image though named .jpg (%s), then 400 and the form with its words',
    async (language, words) => {
      const page = await report(lotCode.code, language)
        .attach('photo', Buffer.from('%PDF-1.7 not a photo'), { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(400);
      expect(page.text).toContain(words);
    },
  );

  it('when the body is far larger than a photo can be, then 413 unread and a page saying the photo is too large', async () => {
    const page = await report(lotCode.code)
      .attach('photo', Buffer.alloc(4 * VERIFICATION_LIMITS.photoMaxBytes + 1024), { filename: 'huge.jpg' })
      .expect(413);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('The photo is too large (up to 2 MB).');
  });

  it('when the multipart body is broken, then 400 and a page saying to use the form', async () => {
    const page = await browser(testApp, someClient())
      .post(`/v/${lotCode.code}/report`)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="shop_name"\r\n\r\nShop')
      .expect(400);
    expect(page.text).toContain('Please send the report with the form on this page.');
  });

  it('when another organization asks for the photo, then 404 and not a byte of it; its own list does not show the report', async () => {
    const shop = `${label} isolated`;
    await report(lotCode.code).field('shop_name', shop).attach('photo', JPEG, 'p.jpg').expect(200);
    const stored = await reportOf(`${label} Krishi Kendra`);
    const refused = await api(testApp, buyer).get(`/api/v1/qr-reports/${stored!.id}/photo`).expect(404);
    expect(refused.body.error.code).toBe('report_not_found');
    const theirs = await api(testApp, buyer).get('/api/v1/qr-reports').expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(label);
  });
});

describe('scans far from where the lot was sold', () => {
  const PUNE = [18.52, 73.86] as const;
  const DELHI = [28.61, 77.21] as const;
  const CHENNAI = [13.08, 80.27] as const;

  const farm = async (organizationId: string, [lat, lon]: readonly [number, number]) =>
    (
      await adminQuery<{ id: string }>(
        `insert into public.farms (organization_id, name, latitude, longitude) values ($1, $2, $3, $4) returning id`,
        [organizationId, `${label} farm`, lat, lon],
      )
    )[0]!.id;
  const scanAt = async (codeId: string, at: readonly [number, number] | null) =>
    adminQuery(
      `insert into public.qr_scans (qr_code_id, device_class, latitude, longitude) values ($1, 'phone', $2, $3)`,
      [codeId, at?.[0] ?? null, at?.[1] ?? null],
    );
  const codeIdOf = async (lotId: string, serial: number) =>
    (
      await adminQuery<{ id: string }>(`select id from public.qr_codes where seed_lot_id = $1 and serial = $2`, [
        lotId,
        serial,
      ])
    )[0]!.id;
  const sell = async (lotId: string, to: string, status = 'COMPLETED', type = 'SALE') => {
    const [manifest] = await adminQuery<{ id: string }>(
      `insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id)
       values ($1, $2, $3, $4) returning id`,
      [type, status, owner.organizationId, to],
    );
    await adminQuery(
      `insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit)
       values ($1, $2, 1, 'packages')`,
      [manifest!.id, lotId],
    );
  };
  const farOf = async (lotId: string) => {
    const summary = await api(testApp, owner).get(`/api/v1/qr-lots/${lotId}`).expect(200);
    const scans = await api(testApp, owner).get('/api/v1/qr-scans').expect(200);
    const row = (scans.body.lots as { lotId: string; scansFarFromSale: number }[]).find((l) => l.lotId === lotId);
    expect(scans.body.farFromSaleKm).toBe(300);
    expect(row?.scansFarFromSale).toBe(summary.body.scans.farFromSale);
    return summary.body.scans.farFromSale as number;
  };

  it('when the lot is not sold yet, then its farms are where it is: scans beyond 300 km of them count, near and unlocated ones do not; once sold, the buyer’s places count instead', async () => {
    const grown = await insertLot(owner.organizationId!, { packages: 3 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${grown}/packet-codes`).expect(201);
    await adminQuery(`insert into public.farm_seed_lots (lot_id, farm_id) values ($1, $2)`, [
      grown,
      await farm(owner.organizationId!, PUNE),
    ]);
    const code = await codeIdOf(grown, 1);
    await scanAt(code, [18.6, 73.8]); // near Pune
    await scanAt(code, DELHI);
    await scanAt(code, [28.7, 77.1]); // Delhi again
    await scanAt(code, CHENNAI);
    await scanAt(code, null);

    expect(await farOf(grown)).toBe(3);

    // a cancelled sale is no sale
    await farm(buyer.organizationId!, DELHI);
    await sell(grown, buyer.organizationId!, 'CANCELLED');
    expect(await farOf(grown)).toBe(3);

    // sold to a dealer in Delhi: Pune and Chennai are now far, Delhi is not
    await sell(grown, buyer.organizationId!);
    expect(await farOf(grown)).toBe(2);
  });

  it('when a lot made from it (a split or pack) was transferred, then the receiver’s places count for the parent’s codes too', async () => {
    const parent = await insertLot(owner.organizationId!, { packages: 2 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${parent}/packet-codes`).expect(201);
    const child = await insertLot(owner.organizationId!, { packages: 1, parentLotId: parent });
    const code = await codeIdOf(parent, 1);
    await scanAt(code, CHENNAI);
    await scanAt(code, DELHI);

    // no place at all: nothing is called far
    expect(await farOf(parent)).toBe(0);

    const southDealer = await signUp(testApp, {
      userMetadata: { full_name: `${label} South`, organization_name: `${label} South Agro` },
    });
    await farm(southDealer.organizationId!, [13.0, 80.2]);
    await sell(child, southDealer.organizationId!, 'COMPLETED', 'TRANSFER');
    expect(await farOf(parent)).toBe(1);
  });

  it('when a packet code of the lot is scanned on the page and the customer shares the area, then that scan is the one the signal reads', async () => {
    const sold = await insertLot(owner.organizationId!, { packages: 1 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${sold}/packet-codes`).expect(201);
    await adminQuery(`insert into public.farm_seed_lots (lot_id, farm_id) values ($1, $2)`, [
      sold,
      await farm(owner.organizationId!, PUNE),
    ]);
    const phone = browser(testApp, someClient());
    const token = tokenOf((await phone.get(`/v/${await packetCode(sold, 1)}`).expect(200)).text);
    expect(await farOf(sold)).toBe(0);
    await phone
      .post(`/v/${await packetCode(sold, 1)}/location`)
      .type('form')
      .send({ token, lat: '28.61', lon: '77.21' })
      .expect(204);
    expect(await farOf(sold)).toBe(1);
  });
});

describe('rate limit of the location', () => {
  // its limits count in 10-minute windows from the epoch: never cross into the next mid-test
  beforeEach(() => startWithinOneWindow([600], 10));

  let limited: TestApp;
  beforeAll(() => {
    limited = createTestApp(
      { TRUST_PROXY: '1' },
      {
        components: [
          createQrCodesComponent({
            limits: {
              page: { perWindow: 50, windowSeconds: 600 },
              report: { perWindow: 1, windowSeconds: 600 },
              location: { perWindow: 1, windowSeconds: 600 },
            },
          }),
        ],
      },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  it('when one client sends more locations than the window allows, then 429 with Retry-After; the token is not spent', async () => {
    const client = browser(limited, `10.254.${Math.floor(Math.random() * 250)}.9`);
    const one = tokenOf((await client.get(`/v/${lotCode.code}`).expect(200)).text);
    const two = tokenOf((await client.get(`/v/${lotCode.code}`).expect(200)).text);
    await client
      .post(`/v/${lotCode.code}/location`)
      .type('form')
      .send({ token: one, lat: '18.52', lon: '73.86' })
      .expect(204);
    const refused = await client
      .post(`/v/${lotCode.code}/location`)
      .type('form')
      .send({ token: two, lat: '18.52', lon: '73.86' })
      .expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await scanOf(two)).toMatchObject({ latitude: null });
  });
});
