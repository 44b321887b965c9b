import { i18n } from './i18n';
import wizardEn from './wizard.en.json';

// The production wizard's strings ship with that screen, not with the list (the first route).
i18n.addResourceBundle('en', 'translation', wizardEn, true, false);
