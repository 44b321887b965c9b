import { featureTranslation } from '../../i18n/i18n';
import qrEn from './qr.en.json';

/** The QR screens' strings (qr.*, scans.*, claim.*) in the `qr` namespace, with the shared catalogue behind them. */
export const useQrTranslation = featureTranslation('qr', qrEn, {
  hi: async () => (await import('./qr.hi.json')).default,
  mr: async () => (await import('./qr.mr.json')).default,
});
