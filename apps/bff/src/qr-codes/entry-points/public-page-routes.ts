// GET /v/{code} and its GS1 Digital Link form /01/{gtin}/10/{batch}/21/{serial}: the page a customer
// reaches by scanning a printed QR code, and the 'Report a suspicious packet' form it posts to
// {page}/report (multipart with an optional photo, or urlencoded), and the opt-in coarse location
// its script posts to {page}/location. Server-rendered HTML with its own strict
// CSP, no sign-in, no portal bundle; outside the /api/v1 contract, so every answer — a refusal, a
// rate limit, a failure — is a readable page in the farmer's language, never JSON.
//
// The /01 links are a GS1 Digital Link resolver (GS1-Conformant Resolver Standard, issue 31): the
// lot level /01/{gtin}/10/{batch} opens the lot's verification page (a 307 to its lot code's /v
// page); on both levels ?linkType=gs1:epcis or Accept: application/ld+json answers the lot's public
// EPCIS events, ?linkType=all or Accept: application/linkset+json the RFC 9264 linkset of what the
// resolver offers (public-epcis.ts) — those machine answers are JSON, and so are their refusals.
// A path that is no GS1 Digital Link (a GTIN with a wrong check digit, a batch or serial outside
// GS1's characters) is a 400; a well-formed one that names nothing of ours a 404.
import { type DeviceClass, VERIFICATION_LIMITS } from '@seed/domain';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../../shared/logger';
import { AppError } from '../../shared/app-error';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { requestProblemOf } from '../../shared/http/request-problems';
import { sendBody } from '../../shared/http/send-body';
import { PAGE_TEXT, type PageLanguage } from '../domain/page-text';
import {
  parseReportForm,
  readMultipartReport,
  type SuspiciousReport,
  unreadablePhotoForm,
} from '../domain/report-form';
import { createPhotoReencoder, type PhotoReencoder } from '../domain/report-photo';
import {
  clientBucket,
  coarseLocationOf,
  deviceClassOf,
  deviceCookie,
  deviceHashOf,
  deviceIdOf,
  type Gs1Answer,
  gs1AnswerOf,
  gs1LinkOf,
  gs1LotLinkOf,
  gs1SyntaxProblem,
  isAutomatedClient,
  isCodeShaped,
  locationTokenHashOf,
  newLocationToken,
  pageLanguageOf,
} from '../domain/request-facts';
import {
  codePagePath,
  gs1PagePath,
  PAGE_CSP,
  renderMessagePage,
  renderReportPage,
  renderReportThanks,
  renderVerificationPage,
  type Verification,
} from '../domain/verification-page';
import type { QrCodesService } from '../domain/qr-codes-service';
import { EpcisIdentifiers } from '../../epcis/domain/epcis-identifiers';
import {
  type Gs1Facts,
  gs1Linkset,
  type Gs1Request,
  linksetLinkHeader,
  lotPageUrl,
  publicEpcisDocument,
} from '../domain/public-epcis';

/** A report is a few short fields: anything bigger is not from the page's form. */
export const REPORT_BODY_LIMIT = '4kb';
/**
 * A report with its photo as a phone took it (the page without JavaScript): read up to this much,
 * so a photo over VERIFICATION_LIMITS.photoMaxBytes gets the form back with its own message; a
 * bigger body is refused unread (413, the same words).
 */
export const REPORT_MULTIPART_LIMIT = 4 * VERIFICATION_LIMITS.photoMaxBytes;
/** The location call is a token and two numbers. */
const LOCATION_BODY_LIMIT = '1kb';

export interface PublicPageDeps {
  service: QrCodesService;
  /** Mark the device cookie Secure (always behind TLS in production). */
  secureCookies: boolean;
  logger: Logger;
  now?: () => Date;
  /** Where report photos are decoded and re-encoded (default: a worker-thread pool of its own). */
  photos?: PhotoReencoder;
  /** The configured public site (config.auth.siteUrl): the resolver's links and EPCIS identifiers, never the Host. */
  siteUrl: string;
}

const languageOf = (req: Request): PageLanguage =>
  pageLanguageOf(req.query.lang, (...languages: string[]) => req.acceptsLanguages(...languages));

function sendPage(
  req: Request,
  res: Response,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.status(status).set({
    'Content-Security-Policy': PAGE_CSP,
    // every visit is a scan to log, and the page differs by device and language
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    Vary: 'Accept-Language, Cookie',
    ...headers,
  });
  sendBody(req, res, html, 'text/html; charset=utf-8');
}

/** What a /01 request asks the resolver for (the page unless ?linkType= or Accept asks for JSON). */
const gs1AnswerOfRequest = (req: Request): Gs1Answer =>
  gs1AnswerOf(req.query.linkType, (...types: string[]) => req.accepts(...types));

const JSON_TYPES = { epcis: 'application/ld+json', linkset: 'application/linkset+json' } as const;

/**
 * A machine answer of the resolver (its EPCIS document, its linkset, or their refusal as an RFC 9457
 * problem): public data, so any origin may read it (GS1 resolvers answer CORS), never cached (each
 * request is counted as a page view) and never indexed.
 */
function sendJson(
  req: Request,
  res: Response,
  status: number,
  body: unknown,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.status(status).set({
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    Vary: 'Accept, Accept-Language',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Link',
    ...headers,
  });
  sendBody(req, res, JSON.stringify(body), contentType);
}

/** The refusal of a machine request as an RFC 9457 problem, in English (a program reads it). */
const sendJsonProblem = (req: Request, res: Response, status: number, words: { heading: string; body: string }) =>
  sendJson(
    req,
    res,
    status,
    { type: 'about:blank', title: words.heading, status, detail: words.body },
    'application/problem+json',
  );

/** The page a /v or /01 request was for, when its path names one (the report form's way back). */
function pageOf(req: Request): string | undefined {
  const p = req.params ?? {};
  if (typeof p.code === 'string') return codePagePath(p.code);
  if (typeof p.gtin === 'string' && typeof p.batch === 'string' && typeof p.serial === 'string') {
    return gs1PagePath({ gtin: p.gtin, batch: p.batch, serial: p.serial });
  }
  return undefined;
}

/** A failure of a /v or /01 request as a page: 429 with when to come back, a refused body, or 500. */
function sendProblem(req: Request, res: Response, error: unknown, logger: Logger): void {
  const language = languageOf(req);
  const t = PAGE_TEXT[language];
  const path = req.originalUrl.split('?')[0] ?? '/v';
  const back = pageOf(req);
  // the resolver's machine requests (EPCIS, linkset) are refused in JSON as they are answered
  if (req.method !== 'POST' && path.startsWith('/01/') && gs1AnswerOfRequest(req) !== 'page') {
    const en = PAGE_TEXT.en;
    if (error instanceof AppError && error.status === 429) {
      const seconds = Number(error.headers['Retry-After'] ?? 60);
      res.set('Retry-After', String(seconds));
      sendJsonProblem(req, res, 429, {
        heading: en.tooMany.heading,
        body: en.tooMany.body(Math.max(1, Math.ceil(seconds / 60))),
      });
      return;
    }
    const status = (error instanceof AppError ? error : requestProblemOf(error))?.status ?? 500;
    if (status >= 500) {
      (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'resolver failed');
    }
    sendJsonProblem(req, res, status, status < 500 ? en.notFound : en.failed);
    return;
  }
  if (error instanceof AppError && error.status === 429) {
    const seconds = Number(error.headers['Retry-After'] ?? 60);
    sendPage(
      req,
      res,
      429,
      renderMessagePage(language, path, {
        heading: t.tooMany.heading,
        body: t.tooMany.body(Math.max(1, Math.ceil(seconds / 60))),
      }),
      {
        'Retry-After': String(seconds),
      },
    );
    return;
  }
  const problem = error instanceof AppError ? { status: error.status } : requestProblemOf(error);
  if (problem && problem.status < 500) {
    const words =
      problem.status === 413
        ? {
            heading: t.report.fixErrors,
            body: req.is('multipart/form-data')
              ? t.report.errors.photoTooLarge(VERIFICATION_LIMITS.photoMaxBytes / 1024 / 1024)
              : t.report.errors.tooLarge,
          }
        : problem.status === 415 || problem.status === 400
          ? { heading: t.report.fixErrors, body: t.report.errors.notAForm }
          : t.notFound;
    sendPage(req, res, problem.status, renderMessagePage(language, path, words, back));
    return;
  }
  (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'verification page failed');
  sendPage(req, res, 500, renderMessagePage(language, path, t.failed, back));
}

/** Runs a body parser as a promise (its errors — too large, malformed — reach the page's handler). */
function readBody(
  req: Request,
  res: Response,
  parser: (req: Request, res: Response, next: (error?: unknown) => void) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    parser(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

/** How a page reached by one printed form (a code, or a GS1 Digital Link) verifies and reports. */
interface PageForm {
  /** Why the path is no GS1 Digital Link at all (400), for the /01 forms; null when it is one. */
  syntaxProblem?(req: Request): 'malformed' | 'check_digit' | null;
  /** Whether the path can name one of our packets (checked before anything reaches the database). */
  wellFormed(req: Request): boolean;
  /** The page's own path, as reached. */
  path(req: Request): string;
  /** Where the device cookie is sent back. */
  cookiePath: '/v' | '/01';
  verify(
    req: Request,
    bucket: string,
    input: { deviceHash: string | null; deviceClass: DeviceClass; location: Location; locationTokenHash: string },
  ): Promise<Verification>;
  report(req: Request, report: SuspiciousReport): Promise<void>;
  /** The resolver's machine answers (EPCIS, linkset) of a /01 page: true when it answered. */
  answerMachines?(req: Request, res: Response): Promise<boolean>;
  /** Headers of the page's own answer (the /01 page's Link to its linkset). */
  pageHeaders?(req: Request): Record<string, string>;
}

type Location = { lat: number; lon: number } | null;

/**
 * Mounts /v/{code}, the GS1 Digital Link /01/{gtin}/10/{batch}/21/{serial} that resolves to the same
 * packet's page, and their report forms; errors reaching the app's handlers under /v and /01 answer
 * as pages too. Both forms share the rate limits, the scan logging and the rendering.
 */
export function mountPublicPageRoutes(router: Router, registry: ApiRegistry, deps: PublicPageDeps): void {
  const { service, logger } = deps;
  const photos = deps.photos ?? createPhotoReencoder();
  const now = deps.now ?? (() => new Date());
  const page =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        await handler(req, res);
      } catch (error) {
        sendProblem(req, res, error, logger);
      }
    };

  const bucketOf = (req: Request) => clientBucket('ip', req.ip);

  /**
   * Counts an answer that never reaches the database against the client's page views: throws the
   * 429 when the client is over its limit (so a flood of garbage is refused like any other).
   */
  const countAnswer = (req: Request) => {
    const refused = service.countPageAnswer(bucketOf(req));
    if (refused) throw refused;
  };

  for (const prefix of ['/v', '/01']) {
    // paths that are no page (/v/, /v/a/b): answered without the database, counted all the same
    registry.answerErrorsUnder(prefix, (problem, req, res) =>
      sendProblem(
        req,
        res,
        service.countPageAnswer(bucketOf(req)) ?? new AppError(problem.status, problem.code, problem.message),
        logger,
      ),
    );
  }

  /**
   * A path that cannot be one of our codes (a NUL, a typo, a 5,000-character "code", a GS1 element
   * in no format we print) gets the page's "not ours" answer, 404, before the database: no
   * connection, no scan row — counted against the client's page views all the same.
   */
  const refuseMalformed = (
    req: Request,
    res: Response,
    form: Pick<PageForm, 'syntaxProblem' | 'wellFormed'>,
  ): boolean => {
    const problem = form.syntaxProblem?.(req) ?? null;
    if (!problem && form.wellFormed(req)) return false;
    countAnswer(req);
    const language = languageOf(req);
    const t = PAGE_TEXT[language];
    // a path that is no GS1 Digital Link is the client's error (400); a well-formed one not ours, 404
    const status = problem ? 400 : 404;
    const words = problem === 'check_digit' ? t.badCheckDigit : problem ? t.badLink : t.notACode;
    if (form.syntaxProblem && req.method !== 'POST' && gs1AnswerOfRequest(req) !== 'page') {
      sendJsonProblem(
        req,
        res,
        status,
        PAGE_TEXT.en[problem === 'check_digit' ? 'badCheckDigit' : problem ? 'badLink' : 'notACode'],
      );
      return true;
    }
    sendPage(req, res, status, renderMessagePage(language, req.originalUrl.split('?')[0] ?? '/v', words));
    return true;
  };

  const mountForm = (route: string, form: PageForm) => {
    router.get(
      route,
      page(async (req, res) => {
        if (refuseMalformed(req, res, form)) return;
        if (form.answerMachines && (await form.answerMachines(req, res))) return;
        const language = languageOf(req);
        const userAgent = req.get('user-agent');
        // link previews and scripts keep no cookie: their scans never make a later one "verified before"
        const automated = isAutomatedClient(userAgent) || req.method === 'HEAD';
        const device = deviceIdOf(req.get('cookie'));
        // the page carries the token of its own scan, for the opt-in location; the scan its hash
        const locationToken = newLocationToken();
        // the client's page views are counted in the verification's own transaction
        const verification = await form.verify(req, bucketOf(req), {
          deviceHash: automated ? null : deviceHashOf(device.id),
          deviceClass: deviceClassOf(userAgent),
          location: coarseLocationOf(req.query.lat, req.query.lon),
          locationTokenHash: locationToken.hash,
        });
        const headers: Record<string, string> = {
          ...(form.pageHeaders?.(req) ?? {}),
          ...(device.isNew && !automated
            ? { 'Set-Cookie': deviceCookie(device.id, deps.secureCookies || req.secure, form.cookiePath) }
            : {}),
        };
        sendPage(
          req,
          res,
          200,
          renderVerificationPage({
            path: form.path(req),
            verification,
            language,
            now: now(),
            locationToken: locationToken.token,
          }),
          headers,
        );
      }),
    );

    router.get(
      `${route}/report`,
      page(async (req, res) => {
        if (refuseMalformed(req, res, form)) return;
        countAnswer(req);
        sendPage(req, res, 200, renderReportPage(form.path(req), languageOf(req), null));
      }),
    );

    router.post(
      `${route}/report`,
      page(async (req, res) => {
        if (refuseMalformed(req, res, form)) return;
        await service.limitReport(bucketOf(req));
        // the body is read only after the limit, so a flood is refused before it is parsed
        const language = languageOf(req);
        let fields: unknown;
        let photo: Buffer | null = null;
        if (req.is('multipart/form-data')) {
          await readBody(req, res, express.raw({ type: 'multipart/form-data', limit: REPORT_MULTIPART_LIMIT }));
          const multipart = Buffer.isBuffer(req.body)
            ? await readMultipartReport(req.body, req.get('content-type') ?? '')
            : null;
          if (!multipart) throw new AppError(400, 'bad_request', 'The report is sent with the page’s form');
          fields = multipart.fields;
          photo = multipart.photo;
        } else {
          await readBody(
            req,
            res,
            express.urlencoded({ extended: false, limit: REPORT_BODY_LIMIT, parameterLimit: 20 }),
          );
          if (!req.is('application/x-www-form-urlencoded')) {
            throw new AppError(415, 'unsupported_media_type', 'The report is sent with the page’s form');
          }
          fields = req.body;
        }
        const parsed = parseReportForm(fields, language, photo);
        if (!parsed.report) {
          sendPage(req, res, 400, renderReportPage(form.path(req), language, parsed.form));
          return;
        }
        // what is stored is re-encoded from the decoded pixels, off the event loop (report-photo.ts)
        let stored: Buffer | null = null;
        if (parsed.report.photo && parsed.report.photoType) {
          stored = await photos.reencode(parsed.report.photo, parsed.report.photoType);
          if (!stored) {
            sendPage(req, res, 400, renderReportPage(form.path(req), language, unreadablePhotoForm(fields, language)));
            return;
          }
        }
        await form.report(req, { ...parsed.report, photo: stored, photoType: stored ? 'image/jpeg' : null });
        sendPage(req, res, 200, renderReportThanks(form.path(req), language));
      }),
    );

    // The page's opt-in: its script sends the token of its scan and the position rounded to 2
    // decimals; 204 when that scan took it, 404 for a token that is unknown, used or expired.
    router.post(
      `${route}/location`,
      page(async (req, res) => {
        if (refuseMalformed(req, res, form)) return;
        await service.limitLocation(bucketOf(req));
        await readBody(
          req,
          res,
          express.urlencoded({ extended: false, limit: LOCATION_BODY_LIMIT, parameterLimit: 5 }),
        );
        if (!req.is('application/x-www-form-urlencoded')) {
          throw new AppError(415, 'unsupported_media_type', 'The location is sent by the page');
        }
        const body = (req.body ?? {}) as Record<string, unknown>;
        const tokenHash = locationTokenHashOf(body.token);
        const location = coarseLocationOf(body.lat, body.lon);
        if (!tokenHash || !location) throw new AppError(400, 'bad_request', 'The location is sent by the page');
        const taken = await service.locate(tokenHash, location);
        res
          .status(taken ? 204 : 404)
          .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP })
          .end();
      }),
    );
  };

  mountForm('/v/:code', {
    wellFormed: (req) => isCodeShaped(req.params.code),
    path: (req) => codePagePath(String(req.params.code)),
    cookiePath: '/v',
    verify: (req, bucket, input) => service.verify(bucket, { code: String(req.params.code), ...input }),
    report: (req, report) => service.report(String(req.params.code), report),
  });

  const linkOf = (req: Request) => ({
    gtin: String(req.params.gtin),
    batch: String(req.params.batch),
    serial: String(req.params.serial),
  });

  // The resolver (GS1-Conformant Resolver Standard) -------------------------------------------------
  const ids = new EpcisIdentifiers(deps.siteUrl);

  /**
   * The machine answers of a /01 link: its public EPCIS events or its linkset, from what the page
   * shows (read as a device-less scan: counted against the client's page views like the page, but
   * never a customer's check). 404 (a problem) when the link names nothing of ours.
   */
  const answerGs1Machines = async (req: Request, res: Response, link: Gs1Request): Promise<boolean> => {
    const answer = gs1AnswerOfRequest(req);
    if (answer === 'page') return false;
    const facts: Gs1Facts = await service.gs1PublicFacts(bucketOf(req), link);
    if (facts.verification.state === 'unknown') {
      sendJsonProblem(req, res, 404, PAGE_TEXT.en.notACode);
      return true;
    }
    if (answer === 'epcis') {
      sendJson(req, res, 200, publicEpcisDocument(ids, link, facts, now()), JSON_TYPES.epcis, {
        Link: linksetLinkHeader(ids, link, facts.verification.lotId),
      });
    } else {
      sendJson(req, res, 200, gs1Linkset(ids, link, facts), JSON_TYPES.linkset);
    }
    return true;
  };

  mountForm('/01/:gtin/10/:batch/21/:serial', {
    syntaxProblem: (req) => gs1SyntaxProblem(req.params),
    wellFormed: (req) => gs1LinkOf(req.params) !== null,
    path: (req) => gs1PagePath(linkOf(req)),
    cookiePath: '/01',
    verify: (req, bucket, input) => service.verifyGs1(bucket, linkOf(req), input),
    report: (req, report) => service.reportGs1(linkOf(req), report),
    answerMachines: (req, res) => answerGs1Machines(req, res, linkOf(req)),
    // where the linkset is, as the standard asks of the default answer (the page is no-store, so its
    // Vary stays the page's: no cache keeps it to answer an Accept: application/ld+json)
    pageHeaders: (req) => ({ Link: linksetLinkHeader(ids, linkOf(req)) }),
  });

  // The lot level /01/{gtin}/10/{batch}: no page of its own (and no report form: a report names a
  // packet), so the default answer is a 307 to the lot code's page, /v/{code}; a lot without an
  // active lot code is none of ours to show (404, the page's "not ours").
  const lotForm: Pick<PageForm, 'syntaxProblem' | 'wellFormed'> = {
    syntaxProblem: (req) => gs1SyntaxProblem(req.params),
    wellFormed: (req) => gs1LotLinkOf(req.params) !== null,
  };
  router.get(
    '/01/:gtin/10/:batch',
    page(async (req, res) => {
      if (refuseMalformed(req, res, lotForm)) return;
      const link = { gtin: String(req.params.gtin), batch: String(req.params.batch) };
      if (await answerGs1Machines(req, res, link)) return;
      const code = await service.gs1LotCode(bucketOf(req), link);
      const language = languageOf(req);
      if (!code) {
        sendPage(
          req,
          res,
          404,
          renderMessagePage(language, req.originalUrl.split('?')[0] ?? '/01', PAGE_TEXT[language].notACode),
        );
        return;
      }
      const lang = typeof req.query.lang === 'string' ? `?lang=${language}` : '';
      res
        .status(307)
        .set({
          Location: `${lotPageUrl(ids, code)}${lang}`,
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
          Vary: 'Accept, Accept-Language',
          Link: linksetLinkHeader(ids, link),
        })
        .end();
    }),
  );
}
