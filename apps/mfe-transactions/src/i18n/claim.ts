import { addEnglish } from '@seed/ui';
import claimEn from './claim.en.json';
import { NAMESPACE } from './i18n';

// This screen's strings ship with it, not with the list (the first route).
addEnglish(NAMESPACE, claimEn);
