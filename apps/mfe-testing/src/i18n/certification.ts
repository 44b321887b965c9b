import certificationEn from './certification.en.json';
import { i18n } from './i18n';

// Certification's strings (issue 28) ship with its screens, not with the testing list (the
// remote's first route); both of its pages import this, whichever is opened first.
i18n.addResourceBundle('en', 'translation', certificationEn, true, false);
