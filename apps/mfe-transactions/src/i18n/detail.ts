import detailEn from './detail.en.json';
import { i18n } from './i18n';

// This screen's strings ship with it, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', detailEn, true, false);
