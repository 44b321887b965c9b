import qrEn from './qr.en.json';
import { i18n } from './i18n';

// The QR screens' strings (the lot detail's card and dialogs, the Scans view) ship with them, not with the list.
i18n.addResourceBundle('en', 'translation', qrEn, true, false);
