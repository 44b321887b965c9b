import { i18n } from './i18n';
import screensEn from './screens.en.json';

// The form, editor and detail strings ship with those screens, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', screensEn, true, false);
