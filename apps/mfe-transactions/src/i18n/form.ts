import { addEnglish } from '@seed/ui';
import formEn from './form.en.json';
import { NAMESPACE } from './i18n';

// This screen's strings ship with it, not with the list (the first route).
addEnglish(NAMESPACE, formEn);
