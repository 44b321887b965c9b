// GET /v/{code} and its GS1 Digital Link form /01/{gtin}/10/{batch}/21/{serial}: the page a customer
// reaches by scanning a printed QR code, and the 'Report a suspicious packet' form it posts to
// {page}/report (multipart with an optional photo, or urlencoded), and the opt-in coarse location
// its script posts to {page}/location. Server-rendered HTML with its own strict
// CSP, no sign-in, no portal bundle; outside the /api/v1 contract, so every answer — a refusal, a
// rate limit, a failure — is a readable page in the farmer's language, never JSON.
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
  gs1LinkOf,
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
  const refuseMalformed = (req: Request, res: Response, form: PageForm): boolean => {
    if (form.wellFormed(req)) return false;
    countAnswer(req);
    const language = languageOf(req);
    sendPage(
      req,
      res,
      404,
      renderMessagePage(language, req.originalUrl.split('?')[0] ?? '/v', PAGE_TEXT[language].notACode),
    );
    return true;
  };

  const mountForm = (route: string, form: PageForm) => {
    router.get(
      route,
      page(async (req, res) => {
        if (refuseMalformed(req, res, form)) return;
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
        const headers: Record<string, string> =
          device.isNew && !automated
            ? { 'Set-Cookie': deviceCookie(device.id, deps.secureCookies || req.secure, form.cookiePath) }
            : {};
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
  mountForm('/01/:gtin/10/:batch/21/:serial', {
    wellFormed: (req) => gs1LinkOf(req.params) !== null,
    path: (req) => gs1PagePath(linkOf(req)),
    cookiePath: '/01',
    verify: (req, bucket, input) => service.verifyGs1(bucket, linkOf(req), input),
    report: (req, report) => service.reportGs1(linkOf(req), report),
  });
}
