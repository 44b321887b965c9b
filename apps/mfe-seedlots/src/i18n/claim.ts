import claimEn from './claim.en.json';
import { i18n } from './i18n';

// The claim screen's strings ship with that screen, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', claimEn, true, false);
