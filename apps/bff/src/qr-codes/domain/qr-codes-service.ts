// QR code use cases (issue 14). The organization's endpoints are for the roles QR_CODES_API
// declares, each one unit of work in the caller's transaction; every write is one database function
// that checks the caller again and whose refusals are worded in db/db-refusals.ts. The public page's
// use cases run as service_role (the only role that may execute the page's functions) after a rate
// limit per client kept in the database (so it holds across BFF instances).
import {
  LABEL_LAYOUTS,
  PACKET_CODE_MESSAGES,
  SEED_CLASS_TAGS,
  type LotQrSummary,
  type QrCodeImageQuery,
  type QrLabelSheetQuery,
  type LotRecallInput,
  type LotRecallResult,
  type PacketCodesCreated,
  type QrCode,
  type ScanReport,
  type SuspiciousReportList,
  type VerificationSettings,
  type VerificationSettingsInput,
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES as M,
  verificationUrl,
} from '@seed/domain';
import type { Writable } from 'node:stream';
import { SERVICE, type Db, type DbClient, type Query } from '../../db/db';
import { countedCall, limitAttempts, refusedBy, type CountedCall } from '../../db/rate-limits';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/qr-codes-repository';
import { createLabelPrinter, type LabelPrinter } from './label-printer';
import type { LabelContent } from './label-sheet';
import { LABEL_WORDS, type LabelWords } from './label-words';
import type { SheetWritten } from './label-worker';
import { createPageLedger } from './page-ledger';
import type { Gs1Facts } from './public-epcis';
import { printedUrl, qrSvg } from './qr-image';
import type { SuspiciousReport } from './report-form';
import type { Verification } from './verification-page';
import { locationTokenHashOf } from './request-facts';

/** Packet codes read from the database at a time while a sheet is written. */
const LABEL_BATCH = 1000;

/** A code's QR image in the format asked for. */
export type QrImage = { format: 'svg'; svg: string } | { format: 'png'; png: Buffer };

/** A label sheet that passed its checks: how many labels it has, and the labels, read batch by batch. */
export interface LabelSheet {
  lotId: string;
  /** The caller's organization: it prints one sheet at a time. */
  organizationId: string;
  layout: QrLabelSheetQuery['layout'];
  labels: number;
  pages: number;
  filename: string;
  /** Each read in its own short transaction as the sheet is written (no transaction held while streaming). */
  contents: () => AsyncIterable<LabelContent>;
}

/** A label sheet whose turn to be printed has come (label-printer.ts): print it, or release the turn. */
export interface PrintableSheet extends LabelSheet {
  /** Writes the PDF to `out` in a worker thread, page by page, and gives the turn back. */
  print: (out: Writable) => Promise<SheetWritten>;
  /** Gives the turn back without printing (nothing happens once print has ended). */
  release: () => void;
}

/** A label sheet as asked for; its words in English unless a language is given (issue 30). */
export type LabelSheetQuery = Omit<QrLabelSheetQuery, 'language'> & Partial<Pick<QrLabelSheetQuery, 'language'>>;

/**
 * The particulars a seed label must state beside the QR (Seeds Rules 1968, issue 27): net quantity,
 * germination and physical purity with the date of test and its validity, and the producer.
 */
function labelParticulars(facts: repo.LabelFacts, words: LabelWords): string[] {
  const test = facts.seedTest;
  return [
    facts.packSize !== null && facts.packUnit ? words.net(facts.packSize, facts.packUnit) : null,
    test ? words.quality(test.germinationPct, test.purePct) : null,
    test ? words.tested(test.testedOn, test.validUntil) : null,
    `${facts.producer.name}${facts.producer.contact ? `, ${facts.producer.contact}` : ''}`,
  ].filter((line): line is string => line !== null);
}

/**
 * The seed's tag on its labels (issue 28): a valid certificate's class in its tag's colour, with
 * the agency and the certificate (an expired one says so: the seed needs revalidation before sale);
 * seed never certified is the producer's truthfully labelled seed, opal green; a revoked
 * certificate gives no tag at all (the seed may not be sold as certified).
 */
function labelTag(facts: repo.LabelFacts, words: LabelWords): { colour: string; lines: string[] } | undefined {
  const certification = facts.certification;
  if (!certification) {
    return {
      colour: SEED_CLASS_TAGS.truthfully_labelled.colour,
      lines: [words.seedClass('truthfully_labelled')],
    };
  }
  if (certification.status === 'revoked') return undefined;
  return {
    colour: SEED_CLASS_TAGS[certification.seedClass].colour,
    lines: [
      words.seedClass(certification.seedClass),
      words.certificate(certification.certificateNumber, certification.validUntil, certification.status === 'expired'),
      certification.agency,
    ],
  };
}

/** A packet's tag lines with its own tag number (from the certificate's series) after the class. */
const withTagNumber = (tag: ReturnType<typeof labelTag>, number: number | null, words: LabelWords) =>
  tag && number !== null ? { ...tag, lines: [tag.lines[0]!, words.tagNumber(number), ...tag.lines.slice(1)] } : tag;

/** Requests per client and window: a shop checking a box of packets yes, scripts walking codes no. */
export interface VerificationLimits {
  page: { perWindow: number; windowSeconds: number };
  report: { perWindow: number; windowSeconds: number };
  /** The page's "share my approximate location" (one per scan anyway; this stops a script). */
  location?: { perWindow: number; windowSeconds: number };
}

export const DEFAULT_VERIFICATION_LIMITS: Required<VerificationLimits> = {
  page: { perWindow: 120, windowSeconds: 10 * 60 },
  report: { perWindow: 5, windowSeconds: 60 * 60 },
  location: { perWindow: 30, windowSeconds: 60 * 60 },
};

/** The reports the organization's list shows at most (newest first). */
const REPORTS_LISTED = 100;

const lotNotFound = () => AppError.notFound(M.lotNotFound, 'seed_lot_not_found');

export function createQrCodesService({
  db,
  publicOrigin,
  limits = DEFAULT_VERIFICATION_LIMITS,
  printer = createLabelPrinter(),
}: {
  db: Db;
  /** Where printed codes point: {publicOrigin}/v/{code}. */
  publicOrigin: string;
  limits?: VerificationLimits;
  /** Where sheets and PNG images are made (worker threads, limited per organization and in all). */
  printer?: LabelPrinter;
}) {
  const toCode = (row: repo.CodeRow): QrCode => ({
    id: row.id,
    code: row.code,
    url: verificationUrl(publicOrigin, row.code),
    kind: row.kind,
    serial: row.serial,
    status: row.status,
    provider: row.provider,
    deactivatedReason: row.deactivated_reason,
    createdAt: row.created_at,
  });

  const summaryOf = async (tx: DbClient, lotId: string): Promise<repo.SummaryRow> => {
    const summary = await repo.lotSummary(tx, lotId);
    if (!summary) throw lotNotFound();
    return summary;
  };

  const recallResult = (lotId: string, lots: number, summary: repo.SummaryRow): LotRecallResult => ({
    lotId,
    lotsReached: lots,
    recall: summary.recall,
  });

  /** The page answers its own 429 page: the refusal's words are the page's. */
  const PAGE_REFUSAL = { code: 'over_verification_rate_limit', message: '' };
  const pageRefusal = (retryAfterSeconds: number) =>
    new AppError(429, PAGE_REFUSAL.code, PAGE_REFUSAL.message, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });

  /** Answers of the page counted in this process between the database's counts (page-ledger.ts). */
  const ledger = createPageLedger(limits.page);
  const pageBucket = (bucket: string) => `verify_page:${bucket}`;

  /**
   * A page view in ONE round trip: the client's view (with the answers counted here since its last
   * one) is counted and, while under the limit, the scan logged and the page's facts read
   * (verify_code, a security-definer function of its own; service_role only writes the count), in
   * one transaction begun and committed in that trip. A client this process already saw at its
   * limit is refused without a connection. `parse` reads the work's result (the resolver's reads
   * are counted the same way).
   */
  const countedView = async <T>(bucket: string, scan: Query, parse: (result: unknown) => T): Promise<T> => {
    const key = pageBucket(bucket);
    const wait = ledger.over(key);
    if (wait !== null) {
      ledger.count(key);
      throw pageRefusal(wait);
    }
    const hits = 1 + ledger.take(key);
    let row: CountedCall;
    try {
      [row] = await db.unitOfWork(SERVICE, { reads: [countedCall(key, limits.page, scan, hits)] });
    } catch (error) {
      // the trip rolled back with its count: the failure is an answer too
      ledger.count(key, hits);
      throw error;
    }
    ledger.settle(key, Number(row.hits));
    const refused = refusedBy(row, limits.page, PAGE_REFUSAL);
    if (refused) throw refused;
    return parse(row.result);
  };

  /** A page view: verify_code's or verify_gs1's facts, counted as above. */
  const pageView = (bucket: string, scan: Query): Promise<Verification> =>
    countedView(bucket, scan, repo.verificationOf);

  /**
   * Checks a label sheet of the lot (its packet codes from..to, or its own code) and counts its
   * labels: 404 for a lot the organization neither grows nor owns, 409 without codes to print,
   * 400 beyond VERIFICATION_LIMITS.maxLabelsPerSheet. The labels are read as the sheet is written.
   */
  const labelSheet = (caller: Caller, lotId: string, query: LabelSheetQuery): Promise<LabelSheet> =>
    db.unitOfWork(caller, {}, async (tx, { member }) => {
      const facts = await repo.labelFacts(tx, lotId);
      if (!facts) throw lotNotFound();
      const perPage = LABEL_LAYOUTS[query.layout].perPage;
      const words = LABEL_WORDS[query.language ?? 'en'];
      const base = {
        crop: words.crop(facts.crop, facts.cropNames),
        variety: facts.variety,
        lotId: facts.lotId,
        packed: facts.packagingDate ? words.packed(facts.packagingDate) : null,
        particulars: labelParticulars(facts, words),
        tag: labelTag(facts, words),
      };
      if (query.kind === 'lot') {
        const code = await repo.activeLotCode(tx, lotId);
        if (!code) throw AppError.conflict(M.lotCodeFirst, 'lot_code_missing');
        const label: LabelContent = {
          ...base,
          url: printedUrl(publicOrigin, { code, kind: 'lot', serial: null, lotId }, facts.gtin),
          number: words.lot(facts.packagesCount),
        };
        return {
          lotId,
          organizationId: member.organizationId,
          layout: query.layout,
          labels: 1,
          pages: 1,
          filename: `labels-${lotId}-lot.pdf`,
          contents: async function* () {
            yield label;
          },
        };
      }
      const from = query.from ?? 1;
      const to = query.to ?? Math.max(facts.packagesCount ?? 0, from);
      const counts = await repo.packetCodeCounts(tx, lotId, from, to);
      if (counts.total === 0) throw AppError.conflict(M.packetCodesFirst, 'packet_codes_missing');
      if (counts.inRange === 0) throw AppError.conflict(M.noLabelsInRange, 'no_labels_in_range');
      if (counts.inRange > VERIFICATION_LIMITS.maxLabelsPerSheet) {
        throw AppError.badRequest(M.tooManyLabels(counts.inRange), 'too_many_labels');
      }
      const of = facts.packagesCount ?? counts.total;
      const range = query.from !== undefined || query.to !== undefined ? `-${from}-${to}` : '';
      return {
        lotId,
        organizationId: member.organizationId,
        layout: query.layout,
        labels: counts.inRange,
        pages: Math.ceil(counts.inRange / perPage),
        filename: `labels-${lotId}${range}.pdf`,
        contents: async function* () {
          let after = from - 1;
          for (;;) {
            const batch = await db.unitOfWork(caller, {}, (batchTx) =>
              repo.packetCodesAfter(batchTx, lotId, after, to, LABEL_BATCH),
            );
            for (const { code, serial, tag } of batch) {
              yield {
                ...base,
                url: printedUrl(publicOrigin, { code, kind: 'packet', serial, lotId }, facts.gtin),
                number: words.packet(serial, of),
                tag: withTagNumber(base.tag, tag, words),
              };
            }
            if (batch.length < LABEL_BATCH) return;
            after = batch[batch.length - 1]!.serial;
          }
        },
      };
    });

  return {
    lotSummary: (caller: Caller, lotId: string): Promise<LotQrSummary> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const s = await summaryOf(tx, lotId);
        const farFromSale = (await repo.scansFarFromSale(tx, lotId, VERIFICATION_LIMITS.farFromSaleKm)) ?? 0;
        return {
          ...s,
          scans: { ...s.scans, farFromSale },
          lotCode: s.lotCode
            ? {
                id: s.lotCode.id,
                code: s.lotCode.code,
                url: verificationUrl(publicOrigin, s.lotCode.code),
                kind: 'lot',
                serial: null,
                status: s.lotCode.status as QrCode['status'],
                provider: s.lotCode.provider,
                deactivatedReason: null,
                createdAt: s.lotCode.createdAt,
              }
            : null,
          lastDeactivatedLotCode: s.lastDeactivatedLotCode
            ? {
                id: s.lastDeactivatedLotCode.id,
                code: s.lastDeactivatedLotCode.code,
                url: verificationUrl(publicOrigin, s.lastDeactivatedLotCode.code),
                kind: 'lot',
                serial: null,
                status: 'deactivated',
                provider: s.lastDeactivatedLotCode.provider,
                deactivatedReason: s.lastDeactivatedLotCode.reason,
                createdAt: s.lastDeactivatedLotCode.createdAt,
              }
            : null,
        };
      }),

    lotCode: (caller: Caller, lotId: string): Promise<QrCode> =>
      db.unitOfWork(caller, {}, async (tx) => toCode(await repo.lotCode(tx, lotId))),

    createPacketCodes: (caller: Caller, lotId: string): Promise<PacketCodesCreated> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const created = await repo.createPacketCodes(tx, lotId);
        const summary = await summaryOf(tx, lotId);
        return { created, total: summary.packetCodes.total };
      }),

    /**
     * One packet code of the lot by its packet number, so a misused one can be deactivated: 404 for a
     * lot the organization neither grows nor owns (as its label sheet), and for a number without a code.
     */
    packetCode: (caller: Caller, lotId: string, serial: number): Promise<QrCode> =>
      db.unitOfWork(caller, {}, async (tx) => {
        if (!(await repo.labelFacts(tx, lotId))) throw lotNotFound();
        const row = await repo.packetCode(tx, lotId, serial);
        if (!row) throw AppError.notFound(PACKET_CODE_MESSAGES.notFound, 'packet_code_not_found');
        return toCode(row);
      }),

    deactivate: (caller: Caller, codeId: string, reason: string): Promise<QrCode> =>
      db.unitOfWork(caller, {}, async (tx) => toCode(await repo.deactivateCode(tx, codeId, reason))),

    recall: (caller: Caller, lotId: string, input: LotRecallInput): Promise<LotRecallResult> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const lots = await repo.recallLot(tx, lotId, input.kind, input.reason);
        return recallResult(lotId, lots, await summaryOf(tx, lotId));
      }),

    liftRecall: (caller: Caller, lotId: string): Promise<LotRecallResult> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const lots = await repo.liftRecall(tx, lotId);
        return recallResult(lotId, lots, await summaryOf(tx, lotId));
      }),

    scans: (caller: Caller): Promise<ScanReport> =>
      db.unitOfWork(caller, {}, async (tx) => ({
        manyDevices: VERIFICATION_LIMITS.manyDevices,
        farFromSaleKm: VERIFICATION_LIMITS.farFromSaleKm,
        lots: await repo.scanReport(tx, VERIFICATION_LIMITS.manyDevices, VERIFICATION_LIMITS.farFromSaleKm),
      })),

    /** The organization's 'Report a suspicious packet' reports, newest first (its own only: row-level security). */
    reports: (caller: Caller): Promise<SuspiciousReportList> =>
      db.unitOfWork(caller, {}, async (tx) => ({ reports: await repo.suspiciousReports(tx, REPORTS_LISTED) })),

    /** A report's photo: 404 for another organization's report (it reads as none) and for one without a photo. */
    reportPhoto: (caller: Caller, reportId: string): Promise<{ bytes: Buffer; type: string }> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const { found, photo } = await repo.reportPhoto(tx, reportId);
        if (!found) throw AppError.notFound(M.reportNotFound, 'report_not_found');
        if (!photo) throw AppError.notFound(M.photoNotFound, 'photo_not_found');
        return photo;
      }),

    settings: (caller: Caller): Promise<VerificationSettings> =>
      db.unitOfWork(caller, {}, (tx, { member }) => repo.settings(tx, member.organizationId)),

    updateSettings: (caller: Caller, input: VerificationSettingsInput): Promise<VerificationSettings> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => {
        await repo.updateSettings(tx, input);
        return repo.settings(tx, member.organizationId);
      }),

    /** The code's QR as SVG or PNG, holding the URL it prints (404 for a code of a lot the organization neither grows nor owns). */
    image: async (caller: Caller, codeId: string, query: QrCodeImageQuery): Promise<QrImage> => {
      const url = await db.unitOfWork(caller, {}, async (tx) => {
        const code = await repo.printableCode(tx, codeId);
        if (!code) throw AppError.notFound(M.codeNotFound, 'qr_code_not_found');
        return printedUrl(publicOrigin, code, code.gtin);
      });
      // drawn after the transaction (no connection held): a PNG's pixels and deflate on the image
      // thread; an SVG is a short string made here
      return query.format === 'png'
        ? { format: 'png', png: await printer.png(url, query.size) }
        : { format: 'svg', svg: await qrSvg(url, query.size) };
    },

    labelSheet,

    /**
     * labelSheet, then the organization's turn to print it (label-printer.ts): 409 while another of
     * its sheets is being made, 429 while the portal makes as many as it can. A refused sheet takes
     * no turn.
     */
    printLabelSheet: async (caller: Caller, lotId: string, query: LabelSheetQuery): Promise<PrintableSheet> => {
      const sheet = await labelSheet(caller, lotId, query);
      const turn = printer.reserveSheet(sheet.organizationId);
      return {
        ...sheet,
        print: (out) => turn.print(out, sheet.layout, sheet.contents(), `Labels of ${sheet.lotId}`),
        release: turn.release,
      };
    },

    /**
     * Counts an answer of the page that never reaches the database (a malformed code refused, the
     * report form's page, a path that is no page): the 429 to answer instead when the client is
     * over its limit, else null.
     */
    countPageAnswer: (bucket: string): AppError | null => {
      const key = pageBucket(bucket);
      const wait = ledger.over(key);
      ledger.count(key);
      return wait === null ? null : pageRefusal(wait);
    },

    limitLocation: (bucket: string) =>
      limitAttempts(db, `verify_location:${bucket}`, limits.location ?? DEFAULT_VERIFICATION_LIMITS.location, {
        code: 'over_location_rate_limit',
        message: '',
      }),

    /** The customer's opt-in: the coarse location onto the one scan whose page carried the token; whether it took. */
    /**
     * The page's staff check: the member's own session marks the scan whose page carried the token
     * (mark_staff_scan runs as the member, so the organization is the caller's, never a parameter).
     */
    markStaffScan: async (caller: Caller, token: string): Promise<boolean> => {
      const hash = locationTokenHashOf(token);
      if (!hash) return false;
      return db.unitOfWork({ claims: caller.claims }, {}, (tx) => repo.markStaffScan(tx, hash));
    },

    locate: (tokenHash: string, location: { lat: number; lon: number }): Promise<boolean> =>
      db.unitOfWork(SERVICE, {}, (tx) => repo.locateScan(tx, tokenHash, location)),

    limitReport: (bucket: string) =>
      limitAttempts(db, `verify_report:${bucket}`, limits.report, { code: 'over_report_rate_limit', message: '' }),

    /**
     * Counts the client's page view (429, an AppError with Retry-After, past the limit), logs the
     * scan and returns what the page shows: one transaction in one round trip (pageView).
     */
    verify: (bucket: string, input: repo.ScanInput & { code: string }): Promise<Verification> =>
      pageView(bucket, repo.verifyCodeScan(input.code, input)),

    report: (code: string, report: SuspiciousReport): Promise<void> =>
      db.unitOfWork(SERVICE, {}, (tx) => repo.reportSuspiciousPacket(tx, code, report)),

    /** verify for the packet a GS1 Digital Link names. */
    verifyGs1: (bucket: string, link: repo.Gs1Link, input: repo.ScanInput): Promise<Verification> =>
      pageView(bucket, repo.verifyGs1Scan(link, input)),

    /**
     * The active lot-level code of the lot a GS1 Digital Link /01/{gtin}/10/{batch} names (null
     * when there is none), counted as one of the client's page views (429 past the limit).
     */
    gs1LotCode: (bucket: string, link: repo.Gs1Identifier): Promise<string | null> =>
      countedView(bucket, repo.gs1LotCodeQuery(link), (result) =>
        typeof result === 'string' && result !== '' ? result : null,
      ),

    /**
     * What the page shows of the lot or packet a GS1 Digital Link names, for the resolver's EPCIS
     * events and linkset: counted as a page view (429 past the limit), the scan logged without a
     * device, as a link preview's (never a customer's check).
     */
    gs1PublicFacts: (bucket: string, link: repo.Gs1Identifier): Promise<Gs1Facts> =>
      countedView(bucket, repo.gs1PublicFactsQuery(link), repo.gs1PublicFactsOf),

    reportGs1: (link: repo.Gs1Link, report: SuspiciousReport): Promise<void> =>
      db.unitOfWork(SERVICE, {}, (tx) => repo.reportSuspiciousGs1Packet(tx, link, report)),
  };
}

export type QrCodesService = ReturnType<typeof createQrCodesService>;
