import { addEnglish } from '@seed/ui';
import detailEn from './detail.en.json';
import { NAMESPACE } from './i18n';

// The request detail's strings (with the results form and the reports) ship with it, not with the list.
addEnglish(NAMESPACE, detailEn);
