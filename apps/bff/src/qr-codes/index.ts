import express from 'express';
import type { AppComponent } from '../app';
import { createLabelPrinter, type LabelPrinterOptions } from './domain/label-printer';
import { createQrCodesService, type VerificationLimits } from './domain/qr-codes-service';
import { mountPublicPageRoutes } from './entry-points/public-page-routes';
import { mountQrCodesRoutes } from './entry-points/qr-codes-routes';

export { DEFAULT_VERIFICATION_LIMITS, type VerificationLimits } from './domain/qr-codes-service';

export interface QrCodesComponentOptions {
  /** Page views and reports per client and window (defaults: DEFAULT_VERIFICATION_LIMITS). */
  limits?: VerificationLimits;
  /** The page's clock (its "Checked …" line). */
  now?: () => Date;
  /** How many label sheets and PNG images are made at once (defaults: label-printer.ts). */
  printer?: LabelPrinterOptions;
}

/**
 * QR codes and the public verification (issue 14): the organization's codes, recalls, scans and
 * setting under /api/v1/qr-…, and the page a scanned code opens, /v/{code}, with its report form.
 */
export function createQrCodesComponent(options: QrCodesComponentOptions = {}): AppComponent {
  return {
    name: 'qr-codes',
    mount(app, { registry, db, config, logger }) {
      const service = createQrCodesService({
        db,
        // printed codes point at the configured public site, never at the request's Host
        publicOrigin: config.auth.siteUrl,
        ...(options.limits ? { limits: options.limits } : {}),
        printer: createLabelPrinter(options.printer),
      });
      const router = express.Router();
      mountQrCodesRoutes(router, { registry, service });
      mountPublicPageRoutes(router, registry, {
        service,
        secureCookies: config.appEnv === 'production',
        logger,
        // the resolver's links and EPCIS identifiers name the configured public site, never the Host
        siteUrl: config.auth.siteUrl,
        ...(options.now ? { now: options.now } : {}),
      });
      app.use(router);
    },
  };
}
