import detailEn from './detail.en.json';
import { i18n } from './i18n';

// The request detail's strings (with the results form and the reports) ship with it, not with the list.
i18n.addResourceBundle('en', 'translation', detailEn, true, false);
