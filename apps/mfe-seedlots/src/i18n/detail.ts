import detailEn from './detail.en.json';
import { i18n } from './i18n';

// The lot detail screen's strings ship with that screen, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', detailEn, true, false);
