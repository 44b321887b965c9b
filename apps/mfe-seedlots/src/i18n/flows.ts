import flowsEn from './flows.en.json';
import { i18n } from './i18n';

// The harvest and packaging screens' strings ship with those screens, not with the list.
i18n.addResourceBundle('en', 'translation', flowsEn, true, false);
