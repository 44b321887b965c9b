// The public verification page, /v/{code}, through the real app and database: every state in
// English and Hindi (and Marathi), the language from ?lang= or Accept-Language, the facts in the
// page's language, the device cookie and what is
// logged of a scan, the page's own CSP and weight, the report form's every bad input, and the rate
// limits answering a readable 429 page.
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientBucket } from '../domain/request-facts';
import { createQrCodesComponent } from '../index';
import { insertLot, NOTIFIED_VARIETY, packetCode } from '../../test/qr-codes-kit';
import { startWithinOneWindow } from '../../test/rate-windows';

let testApp: FullTestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let packagedLot: string;
let lotCodeOfPackaged: string;

const label = `Verify-${randomBytes(3).toString('hex')}`;
// each test file its own client address (the app trusts one proxy), so the limits of others don't reach it
const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A browser: its own cookie jar, a phone's User-Agent, this file's address. */
function browser(app: TestApp = testApp, ip = clientIp) {
  const agent = request.agent(app.app);
  return {
    get: (path: string, language = 'en-IN,en;q=0.9') =>
      agent
        .get(path)
        .set('User-Agent', PHONE_UA)
        .set('Accept-Language', language)
        .set('Accept', 'text/html')
        .set('X-Forwarded-For', ip),
    post: (path: string) => agent.post(path).set('User-Agent', PHONE_UA).set('X-Forwarded-For', ip),
  };
}

const lotCode = async (lotId: string) =>
  (await api(testApp, owner).post(`/api/v1/qr-lots/${lotId}/code`).expect(200)).body as { id: string; code: string };

beforeAll(async () => {
  testApp = createFullTestApp({ env: { TRUST_PROXY: '1' } });
  owner = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` } });
  packagedLot = await insertLot(owner.organizationId!, { packages: 4 });
  await api(testApp, owner).post(`/api/v1/qr-lots/${packagedLot}/packet-codes`).expect(201);
  lotCodeOfPackaged = (await lotCode(packagedLot)).code;
});

afterAll(async () => {
  await testApp.close();
});

describe('a genuine code', () => {
  it('when a phone scans a lot code, then a small HTML page says genuine with the crop, notified variety, dates and lot — and nothing of the company', async () => {
    const page = await browser().get(`/v/${lotCodeOfPackaged}`).expect(200);

    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('✓ Genuine seed');
    expect(page.text).toContain(`<dd>${NOTIFIED_VARIETY.crop}</dd>`);
    expect(page.text).toContain(`<dd>${NOTIFIED_VARIETY.name}</dd>`);
    expect(page.text).toContain('S.O. 1108(E), dated 8 May 2008');
    expect(page.text).toContain('<dd>14 March 2026</dd>');
    expect(page.text).toContain(`<dd>${packagedLot}</dd>`);
    expect(page.text).toContain('<dd>10 Kg</dd>');
    expect(page.text).not.toContain(label);
    // one inline script, allowed by its hash; everything works without it
    expect(page.text.match(/<script>/g)).toHaveLength(1);
    expect(page.text).not.toMatch(/<script src/);
    expect(Buffer.byteLength(page.text)).toBeLessThan(20_000);
  });

  it('when the page is served, then its CSP allows only its own stylesheet and form, it is never cached, and it sets a yearly HttpOnly device cookie', async () => {
    const page = await browser().get(`/v/${lotCodeOfPackaged}`).expect(200);

    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-store');
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/^seed_device=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/v; HttpOnly; SameSite=Lax$/);
  });

  it("when a scan is logged, then it holds the time, the device class and the sha-256 of the cookie's id — no address", async () => {
    const { code, id } = await lotCode(await insertLot(owner.organizationId!));
    const page = await browser().get(`/v/${code}`).expect(200);
    const deviceId = /seed_device=([^;]+)/.exec((page.headers['set-cookie'] as unknown as string[])[0]!)![1]!;

    const scans = await adminQuery(`select * from public.qr_scans where qr_code_id = $1`, [id]);
    expect(scans).toEqual([
      {
        id: expect.any(String),
        qr_code_id: id,
        scanned_at: expect.any(Date),
        device_class: 'phone',
        device_hash: createHash('sha256').update(deviceId).digest('hex'),
        latitude: null,
        longitude: null,
        location_token: expect.stringMatching(/^[0-9a-f]{64}$/),
        page_token: expect.stringMatching(/^[0-9a-f]{64}$/),
        staff_organization_id: null,
      },
    ]);
    expect(JSON.stringify(scans)).not.toContain(clientIp);
  });

  it('when the browser asks for Hindi first, then the page is in Hindi with a switch to English; ?lang= wins over the header', async () => {
    const hindi = await browser().get(`/v/${lotCodeOfPackaged}`, 'hi-IN,hi;q=0.9,en;q=0.8').expect(200);
    expect(hindi.text).toContain('<html lang="hi">');
    expect(hindi.text).toContain('✓ असली बीज');
    expect(hindi.text).toContain('<dd>14 मार्च 2026</dd>');
    expect(hindi.text).toContain(`<a href="/v/${lotCodeOfPackaged}?lang=en" hreflang="en" lang="en">English</a>`);

    const english = await browser().get(`/v/${lotCodeOfPackaged}?lang=en`, 'hi').expect(200);
    expect(english.text).toContain('✓ Genuine seed');
    const switched = await browser().get(`/v/${lotCodeOfPackaged}?lang=hi`, 'en').expect(200);
    expect(switched.text).toContain('✓ असली बीज');
    const unknownLanguage = await browser().get(`/v/${lotCodeOfPackaged}`, 'fr-FR,fr;q=0.9').expect(200);
    expect(unknownLanguage.text).toContain('<html lang="en">');
  });

  it('when the browser asks for Marathi first (mr-IN), or ?lang=mr over a Hindi browser, then the page is in Marathi with a switch to English and Hindi', async () => {
    const marathi = await browser().get(`/v/${lotCodeOfPackaged}`, 'mr-IN,mr;q=0.9,en;q=0.8').expect(200);
    expect(marathi.text).toContain('<html lang="mr">');
    expect(marathi.text).toContain('<title>बियाणे पाकिटाची तपासणी</title>');
    expect(marathi.text).toContain('<h1>बियाणे पाकिटाची तपासणी</h1>');
    expect(marathi.text).toContain('<h2>✓ अस्सल बियाणे</h2>');
    expect(marathi.text).toContain('<h2>या बियाण्याची माहिती</h2>');
    expect(marathi.text).toContain(
      `<nav><a href="/v/${lotCodeOfPackaged}?lang=en" hreflang="en" lang="en">English</a> · <a href="/v/${lotCodeOfPackaged}?lang=hi" hreflang="hi" lang="hi">हिन्दी</a></nav>`,
    );
    expect(marathi.text).toContain(`action="/v/${lotCodeOfPackaged}/report?lang=mr"`);

    const asked = await browser().get(`/v/${lotCodeOfPackaged}?lang=mr`, 'hi-IN,hi;q=0.9').expect(200);
    expect(asked.text).toContain('<html lang="mr">');
    const english = await browser().get(`/v/${lotCodeOfPackaged}`).expect(200);
    expect(english.text).toContain(`<a href="/v/${lotCodeOfPackaged}?lang=mr" hreflang="mr" lang="mr">मराठी</a>`);
  });

  it("when the page is in Hindi or Marathi, then the crop is named in that language, the seed class is a translated label, and dates and the check's time are in the locale's format with Latin digits", async () => {
    const english = await browser().get(`/v/${lotCodeOfPackaged}?lang=en`).expect(200);
    expect(english.text).toContain(`<dt>Crop</dt><dd>${NOTIFIED_VARIETY.crop}</dd>`);
    expect(english.text).toContain('<dt>Seed class / generation</dt><dd>Certified seed</dd>');

    const hindi = await browser().get(`/v/${lotCodeOfPackaged}?lang=hi`).expect(200);
    expect(hindi.text).toContain('<dt>फ़सल</dt><dd>गेहूँ</dd>');
    expect(hindi.text).toContain('<dt>बीज श्रेणी / पीढ़ी</dt><dd>प्रमाणित बीज</dd>');
    expect(hindi.text).toContain('<dt>पैकिंग</dt><dd>14 मार्च 2026</dd>');
    expect(hindi.text).toContain('का.आ. 1108(E), दिनांक 8 मई 2008');
    expect(hindi.text).toMatch(/जाँच का समय: \d{1,2} \S+ \d{4} को \d{1,2}:\d{2} [ap]m बजे/);

    const marathi = await browser().get(`/v/${lotCodeOfPackaged}?lang=mr`).expect(200);
    expect(marathi.text).toContain('<dt>पीक</dt><dd>गहू</dd>');
    expect(marathi.text).toContain('<dt>वाण</dt><dd>HI 1544</dd>');
    expect(marathi.text).toContain('<dt>बियाणे वर्ग / पिढी</dt><dd>प्रमाणित बियाणे</dd>');
    expect(marathi.text).toContain('<dt>पॅकिंग</dt><dd>14 मार्च, 2026</dd>');
    expect(marathi.text).toContain('S.O. 1108(E), दिनांक 8 मे, 2008');
    expect(marathi.text).toMatch(/तपासणीची वेळ: \d{1,2} \S+, \d{4} रोजी \d{1,2}:\d{2} [AP]M वाजता/);
    // mr-IN alone writes Devanagari digits: the page keeps the digits printed on the packet
    expect(marathi.text).not.toMatch(/[०-९]/);
    expect(marathi.text).not.toContain('Wheat');
    expect(marathi.text).not.toContain('Certified');
  });

  it('when the organization opts in, then its name and contact are shown', async () => {
    await api(testApp, owner)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: true, verification_contact: '+91 98765 43210' })
      .expect(200);
    try {
      const page = await browser().get(`/v/${lotCodeOfPackaged}`).expect(200);
      expect(page.text).toContain(`<dd>${label} Seeds</dd>`);
      expect(page.text).toContain('<dd>+91 98765 43210</dd>');
    } finally {
      await api(testApp, owner)
        .put('/api/v1/qr-settings')
        .send({ show_contact_on_verification: false, verification_contact: null })
        .expect(200);
    }
  });
});

describe('a packet verified before', () => {
  const today = () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
  /** The token of the page's own scan, which its script sends for the staff check. */
  const staffTokenOf = (html: string) => /<p class="h" id="st" hidden data-t="([A-Za-z0-9_-]{22})">/.exec(html)![1]!;

  it('when a packet is scanned again on the same phone, then genuine; on another phone, then how many times and since when it was checked, in both languages, not a verdict', async () => {
    const code = await packetCode(packagedLot, 2);
    const first = browser();
    await first.get(`/v/${code}`).expect(200);
    const again = await first.get(`/v/${code}`).expect(200);
    expect(again.text).toContain('✓ Genuine seed');
    expect(again.text).toContain('<dt>Packet number</dt><dd>2</dd>');

    const other = await browser().get(`/v/${code}`).expect(200);
    expect(other.text).toContain(`⚠ Checked before — first on ${today()}`);
    // the first phone's two scans, not its devices: times, as the warning says
    expect(other.text).toContain('This packet’s code was checked 2 times before on other phones.');
    expect(other.text).toContain('A shop may check a packet before selling it.');
    expect(other.text).not.toContain('may be a copy');
    expect(other.text).toContain('<details open>');
    const hindi = await browser().get(`/v/${code}?lang=hi`).expect(200);
    expect(hindi.text).toMatch(/⚠ पहले जाँचा जा चुका है — पहली बार .+ को/);
    expect(hindi.text).toContain('3 बार जाँचा जा चुका है');
  });

  it('when earlier phones shared their area, then the warning names the rounded areas (0.1 degree), never the exact place', async () => {
    const lot = await insertLot(owner.organizationId!, { packages: 1 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const code = await packetCode(lot, 1);
    await browser().get(`/v/${code}?lat=19.9975&lon=73.7898`).expect(200);

    const page = await browser().get(`/v/${code}`).expect(200);
    expect(page.text).toContain('checked once before on other phones, near 20.0° N, 73.8° E.');
  });

  it("when a signed-in member of the dealer that holds a lot split from the packet's lot checks it before selling, then the farmer's later scan is genuine; a member of an organization outside the chain still counts", async () => {
    const lot = await insertLot(owner.organizationId!, { packages: 3 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const dealer = await signUp(testApp, {
      userMetadata: { full_name: `${label} Dealer`, organization_name: `${label} Agro Shop` },
    });
    await insertLot(dealer.organizationId!, { packages: 1, parentLotId: lot });
    const stranger = await signUp(testApp, {
      userMetadata: { full_name: `${label} Stranger`, organization_name: `${label} Other Seeds` },
    });

    // the dealer's phone, signed in to the portal: its page's script sends the scan's token
    const dealerCode = await packetCode(lot, 1);
    const dealerPage = await browser().get(`/v/${dealerCode}`).expect(200);
    const marked = await api(testApp, dealer)
      .post('/api/v1/qr-scans/staff')
      .send({ token: staffTokenOf(dealerPage.text) })
      .expect(200);
    expect(marked.body).toEqual({ marked: true });
    // the token is used once
    await api(testApp, dealer)
      .post('/api/v1/qr-scans/staff')
      .send({ token: staffTokenOf(dealerPage.text) })
      .expect(200, { marked: false });

    const farmer = await browser().get(`/v/${dealerCode}`).expect(200);
    expect(farmer.text).toContain('✓ Genuine seed');

    // an organization that never handled the lot cannot hide a copy's scans
    const strangerCode = await packetCode(lot, 2);
    const strangerPage = await browser().get(`/v/${strangerCode}`).expect(200);
    await api(testApp, stranger)
      .post('/api/v1/qr-scans/staff')
      .send({ token: staffTokenOf(strangerPage.text) })
      .expect(200, { marked: false });
    const farmerAfterStranger = await browser().get(`/v/${strangerCode}`).expect(200);
    expect(farmerAfterStranger.text).toContain('⚠ Checked before');

    // without a session the staff check is refused (the page's script sends nothing then)
    await request(testApp.app)
      .post('/api/v1/qr-scans/staff')
      .send({ token: staffTokenOf(strangerPage.text) })
      .expect(401);
  });

  it("when the grower's own member checks a packet, then it is not counted either, and the page tells them so in its script's note", async () => {
    const lot = await insertLot(owner.organizationId!, { packages: 1 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const code = await packetCode(lot, 1);
    const staffPage = await browser().get(`/v/${code}`).expect(200);
    expect(staffPage.text).toContain('this check is not counted as a customer’s');
    await api(testApp, owner)
      .post('/api/v1/qr-scans/staff')
      .send({ token: staffTokenOf(staffPage.text) })
      .expect(200, { marked: true });

    expect((await browser().get(`/v/${code}`).expect(200)).text).toContain('✓ Genuine seed');
  });
});

describe('recalled and stop-sale', () => {
  it('when the lot is recalled, then the page says so with the reason and what to do, in both languages; lifted, it is genuine again', async () => {
    const lot = await insertLot(owner.organizationId!, { packages: 2 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const code = await packetCode(lot, 1);
    await api(testApp, owner)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'recall', reason: 'Germination below the standard' })
      .expect(200);

    const phone = browser();
    const page = await phone.get(`/v/${code}`).expect(200);
    expect(page.text).toContain('✕ Recalled — do not sow these seeds');
    expect(page.text).toContain('<strong>Reason:</strong> Germination below the standard');
    expect(page.text).toContain('<strong>What to do:</strong> Do not sow these seeds.');
    const hindi = await phone.get(`/v/${code}?lang=hi`).expect(200);
    expect(hindi.text).toContain('✕ वापस मँगाया गया — इन बीजों को न बोएँ');
    expect(hindi.text).toContain('<strong>कारण:</strong> Germination below the standard');

    await api(testApp, owner).delete(`/api/v1/qr-lots/${lot}/recall`).expect(200);
    expect((await phone.get(`/v/${code}`).expect(200)).text).toContain('✓ Genuine seed');
  });

  it('when the lot is on stop-sale, then the page says not to buy or sow yet, with the reason, in both languages', async () => {
    const lot = await insertLot(owner.organizationId!);
    const { code } = await lotCode(lot);
    await api(testApp, owner)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'stop_sale', reason: 'Labels being checked' })
      .expect(200);

    const page = await browser().get(`/v/${code}`).expect(200);
    expect(page.text).toContain('✕ Sale stopped — do not buy or sow yet');
    expect(page.text).toContain('<strong>Reason:</strong> Labels being checked');
    const hindi = await browser().get(`/v/${code}?lang=hi`).expect(200);
    expect(hindi.text).toContain('✕ बिक्री रोकी गई — अभी न खरीदें, न बोएँ');
  });
});

describe('unknown and deactivated codes', () => {
  it("when the company deactivated a genuine code, then the page says who withdrew it, when and why, and whom to ask — not 'not ours', in both languages", async () => {
    const { id, code } = await lotCode(await insertLot(owner.organizationId!));
    await api(testApp, owner)
      .post(`/api/v1/qr-codes/${id}/deactivate`)
      .send({ reason: 'Labels printed with the wrong batch' })
      .expect(200);
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    const phone = browser();

    const page = await phone.get(`/v/${code}?lang=en`).expect(200);
    expect(page.text).toContain(`✕ This code was withdrawn by ${label} Seeds on ${today}`);
    expect(page.text).toContain('<strong>Reason:</strong> Labels printed with the wrong batch');
    expect(page.text).toContain('Ask the shop where you bought it, or the company, before you sow this seed.');
    expect(page.text).not.toContain('not ours');
    // the withdrawn label's facts are not shown (they may be the wrong batch's); its lot is, to quote to the company
    expect(page.text).not.toContain('<dt>Crop</dt>');
    expect(page.text).toContain('<dt>Lot</dt>');
    const hindi = await phone.get(`/v/${code}?lang=hi`).expect(200);
    expect(hindi.text).toContain(`✕ ${label} Seeds ने यह कोड`);
    expect(hindi.text).not.toContain('यह कोड हमारा नहीं है');

    // with the company's contact shown on the page, the page names it
    await api(testApp, owner)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: true, verification_contact: '+91 98765 43210' })
      .expect(200);
    const withContact = await phone.get(`/v/${code}?lang=en`).expect(200);
    expect(withContact.text).toContain('Contact +91 98765 43210 before you sow this seed.');
    await api(testApp, owner)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: false, verification_contact: null })
      .expect(200);
  });

  it("when a code is not ours, then the page says 'This code is not ours' with how to report it, in each language", async () => {
    const unknown = randomBytes(16).toString('base64url');
    const phone = browser();
    const headings = {
      en: '✕ This code is not ours — the packet may be counterfeit',
      hi: '✕ यह कोड हमारा नहीं है — पैकेट नकली हो सकता है',
      mr: '✕ हा कोड आमचा नाही — पाकीट बनावट असू शकते',
    };
    for (const language of ['en', 'hi', 'mr'] as const) {
      const unknownPage = await phone.get(`/v/${unknown}?lang=${language}`).expect(200);
      expect(unknownPage.text).toContain(headings[language]);
    }
    const page = await phone.get(`/v/${unknown}`).expect(200);
    expect(page.text).toContain('<details open><summary><strong>Report a suspicious packet</strong>');
    expect(page.text).toContain(
      `<form id="rf" method="post" enctype="multipart/form-data" action="/v/${unknown}/report?lang=en">`,
    );
    expect(page.text).not.toContain('About this seed');
  });

  it('when /v has no code, then a 404 page in HTML, not the portal and not JSON', async () => {
    const page = await browser().get('/v/').expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Page not found');
  });
});

describe('the report form', () => {
  // 5 reports an hour per client: each report here comes from a client of its own
  const someClient = () =>
    `10.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const form = (code: string, fields: Record<string, string>, language = 'en') =>
    browser(testApp, someClient()).post(`/v/${code}/report?lang=${language}`).type('form').send(fields);

  it("when a farmer reports a packet with the shop and place, then a thank-you page; the report reaches the lot's organization", async () => {
    const page = await form(lotCodeOfPackaged, {
      shop_name: ' Shree  Krishi Kendra ',
      place: 'Nashik',
      phone: '98765 43210',
    }).expect(200);
    expect(page.text).toContain('Thank you — your report was sent');

    const [report] = await adminQuery(
      `select shop_name, place, phone, organization_id from public.suspicious_reports where scanned_code = $1`,
      [lotCodeOfPackaged],
    );
    expect(report).toEqual({
      shop_name: 'Shree Krishi Kendra',
      place: 'Nashik',
      phone: '9876543210',
      organization_id: owner.organizationId,
    });
    const events = await adminQuery<{ title: string }>(
      `select title from public.activity_events where organization_id = $1 and kind = 'suspicious_packet_reported'`,
      [owner.organizationId],
    );
    expect(events.map((e) => e.title)).toContain(
      `Suspicious packet reported at Shree Krishi Kendra, Nashik (seed lot ${packagedLot})`,
    );
  });

  it('when a code is not ours, then the report is taken all the same, with the same thank-you page', async () => {
    const page = await form(randomBytes(16).toString('base64url'), { shop_name: 'Kisan Store', place: 'Pune' }).expect(
      200,
    );
    expect(page.text).toContain('Thank you — your report was sent');
  });

  it.each([
    [{ shop_name: '', place: 'Nashik' }, 'Please write the shop’s name.'],
    [{ shop_name: 'Shop', place: '   ' }, 'Please write the place where the shop is.'],
    [{ shop_name: 'S'.repeat(121), place: 'Nashik' }, 'The shop’s name can be up to 120 letters.'],
    [{ shop_name: 'Shop', place: 'P'.repeat(121) }, 'The place can be up to 120 letters.'],
    [{ shop_name: 'Shop', place: 'Nashik', phone: 'call me' }, 'Please write the phone number in digits'],
    [{ shop_name: 'Shop\u0000', place: 'Nashik' }, 'Please write the shop’s name.'],
  ])(
    'when the form is sent with %j, then 400 and the form again with "%s" and the input kept',
    async (fields, message) => {
      const page = await form(lotCodeOfPackaged, fields).expect(400);
      expect(page.text).toContain(message);
      expect(page.text).toContain('<details open>');
      if (fields.place.trim()) expect(page.text).toContain(`value="${fields.place.slice(0, 120)}"`);
    },
  );

  it('when both fields are missing in Hindi, then both problems are listed in Hindi', async () => {
    const page = await form(lotCodeOfPackaged, { shop_name: '', place: '' }, 'hi').expect(400);
    expect(page.text).toContain('कृपया दुकान का नाम लिखें।');
    expect(page.text).toContain('कृपया वह जगह लिखें जहाँ दुकान है।');
  });

  it('when the report is sent as JSON, then 415 and a page saying to use the form', async () => {
    const page = await browser(testApp, someClient())
      .post(`/v/${lotCodeOfPackaged}/report`)
      .send({ shop_name: 'Shop', place: 'Nashik' })
      .expect(415);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Please send the report with the form on this page.');
  });

  it('when the body is larger than a report can be, then 413 and a page saying it is too long', async () => {
    const page = await form(lotCodeOfPackaged, { shop_name: 'Shop', place: 'Nashik', notes: 'x'.repeat(5000) }).expect(
      413,
    );
    expect(page.text).toContain('The report is too long.');
  });
});

describe('rate limits', () => {
  // its limits count in 10-minute windows from the epoch: never cross into the next mid-test
  beforeEach(() => startWithinOneWindow([600], 10));

  let limited: TestApp;
  beforeAll(() => {
    limited = createTestApp(
      { TRUST_PROXY: '1' },
      {
        components: [
          createQrCodesComponent({
            limits: { page: { perWindow: 2, windowSeconds: 600 }, report: { perWindow: 1, windowSeconds: 600 } },
          }),
        ],
      },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  it('when one client views more pages than the window allows, then 429 with Retry-After and a readable page; another client still gets through', async () => {
    const ip = `10.251.${Math.floor(Math.random() * 250)}.9`;
    const client = browser(limited, ip);
    await client.get(`/v/${lotCodeOfPackaged}`).expect(200);
    await client.get(`/v/${lotCodeOfPackaged}`).expect(200);
    const refused = await client.get(`/v/${lotCodeOfPackaged}`, 'hi').expect(429);

    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('कृपया थोड़ा रुकें');
    expect(refused.text).toMatch(/कृपया \d+ मिनट बाद फिर कोशिश करें।/);
    await browser(limited, `10.252.${Math.floor(Math.random() * 250)}.9`)
      .get(`/v/${lotCodeOfPackaged}`)
      .expect(200);
  });

  it('when one client sends more reports than the window allows, then 429 and a readable page', async () => {
    const ip = `10.253.${Math.floor(Math.random() * 250)}.9`;
    const send = () =>
      browser(limited, ip)
        .post(`/v/${lotCodeOfPackaged}/report`)
        .type('form')
        .send({ shop_name: 'Shop', place: 'Nashik' });
    await send().expect(200);
    const refused = await send().expect(429);
    expect(refused.text).toContain('Too many checks came from this connection.');
  });
});

describe('a code withdrawn by its company', () => {
  it("when the lot is moved to the trash, then its codes no longer say genuine: 'withdrawn by the company' in both languages, without the lot's facts", async () => {
    const lot = await insertLot(owner.organizationId!, { packages: 2 });
    await api(testApp, owner).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const { code } = await lotCode(lot);
    const packet = await packetCode(lot, 1);
    expect((await browser().get(`/v/${code}`).expect(200)).text).toContain('✓ Genuine seed');

    await api(testApp, owner).delete(`/api/v1/seed-lots/${lot}`).expect(204);

    for (const scanned of [code, packet]) {
      const page = await browser().get(`/v/${scanned}`).expect(200);
      expect(page.text).not.toContain('Genuine seed');
      expect(page.text).toContain('✕ Withdrawn by the company — do not buy or sow');
      expect(page.text).toContain('The company that produced this seed has withdrawn this lot.');
      expect(page.text).toContain(`<dd>${lot}</dd>`);
      expect(page.text).not.toContain(`<dd>${NOTIFIED_VARIETY.name}</dd>`);
      const hindi = await browser().get(`/v/${scanned}?lang=hi`).expect(200);
      expect(hindi.text).toContain('✕ कंपनी ने यह लॉट वापस ले लिया है — न खरीदें, न बोएँ');
    }
  });
});

describe('malformed codes', () => {
  // its limits count in 10-minute windows from the epoch: never cross into the next mid-test
  beforeEach(() => startWithinOneWindow([600], 10));

  let limited: TestApp;
  beforeAll(() => {
    limited = createTestApp(
      { TRUST_PROXY: '1' },
      {
        components: [
          createQrCodesComponent({
            limits: { page: { perWindow: 3, windowSeconds: 600 }, report: { perWindow: 5, windowSeconds: 600 } },
          }),
        ],
      },
    );
  });
  afterAll(async () => {
    await limited.close();
  });

  const someIp = () => `10.240.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const pageHits = async (ip: string) =>
    (
      await adminQuery<{ hits: number }>(`select hits from auth.rate_limits where bucket = $1`, [
        `verify_page:${clientBucket('ip', ip)}`,
      ])
    )[0]?.hits ?? null;
  const GTIN = '00000000000017';

  it.each([
    '/v/%00',
    '/v/abc%00defghijklmnopqrstu',
    `/v/${'A'.repeat(5000)}`,
    '/v/tooShort',
    '/v/%3Cscript%3Ealert(1)%3C%2Fscript%3Eab',
    // well-formed GS1 Digital Links in no format our labels print (no GS1 syntax error: those are 400s)
    `/01/${GTIN}/10/ABC/21/1`,
    `/01/${GTIN}/10/2026031412345670001/21/01`,
    '/v/%00/report',
  ])(
    "when %s is asked for, then 404 with the page's 'not ours' answer in HTML, and nothing reaches the database",
    async (path) => {
      const ip = someIp();
      const page = await browser(testApp, ip).get(path).expect(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('This code is not ours');
      expect(page.text).not.toContain('<script>alert');
      // the client's page views were never counted in the database: no statement was sent
      expect(await pageHits(ip)).toBeNull();
    },
  );

  it.each([
    ['/01/%00/10/x/21/1', 'This address is not a complete code'],
    [`/01/${GTIN}/10/%00/21/1`, 'This address is not a complete code'],
    [`/01/${GTIN}/10/2026031412345670001/21/%00`, 'This address is not a complete code'],
    [`/01/00000000000018/10/2026031412345670001/21/1`, 'This product number is not valid'],
  ])(
    'when %s (no GS1 Digital Link: a wrong check digit, characters GS1 does not allow) is asked for, then 400 with a clear page, and nothing reaches the database',
    async (path, words) => {
      const ip = someIp();
      const page = await browser(testApp, ip).get(path).expect(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(words);
      expect(await pageHits(ip)).toBeNull();
    },
  );

  it('when a malformed report or location is posted, then 404 (400 for a path that is no GS1 Digital Link) before the body is read or a limit reaches the database', async () => {
    const ip = someIp();
    await browser(testApp, ip)
      .post('/v/%00/report')
      .type('form')
      .send({ shop_name: 'Shop', place: 'Nashik' })
      .expect(404);
    await browser(testApp, ip).post(`/01/${GTIN}/10/%00/21/1/location`).type('form').send({ token: 'x' }).expect(400);
    const buckets = await adminQuery(`select bucket from auth.rate_limits where bucket like $1`, [
      `%${clientBucket('ip', ip).slice(3)}`,
    ]);
    expect(buckets).toEqual([]);
  });

  it('when the page is asked in Hindi for a malformed code, then the "not ours" answer is in Hindi', async () => {
    const page = await browser(testApp, someIp()).get('/v/%00?lang=hi').expect(404);
    expect(page.text).toContain('यह कोड हमारा नहीं है');
  });

  it('when one client floods malformed codes, then they count against its page views: 429 once over the limit, and its next real page view is refused too, without a database row', async () => {
    const ip = someIp();
    const client = browser(limited, ip);
    for (let i = 0; i < 3; i += 1) await client.get('/v/%00').expect(404);
    const refused = await client.get('/v/%00').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Too many checks came from this connection.');
    await client.get(`/v/${lotCodeOfPackaged}`).expect(429);
    expect(await pageHits(ip)).toBeNull();
  });

  it('when a client sends malformed codes and then a real one, then the real page view adds them to its count in the database', async () => {
    const ip = someIp();
    const client = browser(limited, ip);
    await client.get('/v/%00').expect(404);
    await client.get(`/v/${lotCodeOfPackaged}/report`).expect(200);
    await client.get(`/v/${lotCodeOfPackaged}`).expect(200);
    expect(await pageHits(ip)).toBe(3);
    // at its limit, refused from what this process knows: the database is not asked again
    await client.get(`/v/${lotCodeOfPackaged}`).expect(429);
    await client.get('/v/%00').expect(429);
    expect(await pageHits(ip)).toBe(3);
  });

  it('when paths that are no page are asked for, then they count too', async () => {
    const ip = someIp();
    const client = browser(limited, ip);
    for (let i = 0; i < 3; i += 1) await client.get('/v/').expect(404);
    await client.get(`/v/${lotCodeOfPackaged}`).expect(429);
  });
});

describe('odd requests', () => {
  it.each(['/v/%E0%A4%A', '/v/%', '/01/%ZZ/10/1/21/1', '/v/%00/location', '/v//report'])(
    'when %s is asked for, then an HTML page below 500',
    async (path) => {
      const page = await browser().get(path);
      expect(page.status).toBeLessThan(500);
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('when a malformed code is asked for with HEAD, then 404 and no body', async () => {
    const page = await request(testApp.app).head('/v/%00').set('X-Forwarded-For', clientIp).expect(404);
    expect(page.text ?? '').toBe('');
  });
});
