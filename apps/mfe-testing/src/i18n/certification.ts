import { addEnglish } from '@seed/ui';
import certificationEn from './certification.en.json';
import { NAMESPACE } from './i18n';

// Certification's strings (issue 28) ship with its screens, not with the testing list (the
// remote's first route); both of its pages import this, whichever is opened first.
addEnglish(NAMESPACE, certificationEn);
