import qrEn from './qr.en.json';
import qrReportsEn from './qr-reports.en.json';
import { i18n } from './i18n';

// The QR screens' strings (the lot detail's card and dialogs, the Scans view) ship with them, not with the list.
i18n.addResourceBundle('en', 'translation', qrEn, true, false);
// the far-from-sale signal and the reports list, merged into the same keys (qr.*, scans.*)
i18n.addResourceBundle('en', 'translation', qrReportsEn, true, false);
