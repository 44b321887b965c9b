import formEn from './form.en.json';
import { i18n } from './i18n';

// The request form's strings ship with it, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', formEn, true, false);
