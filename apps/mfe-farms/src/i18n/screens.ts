import { addEnglish } from '@seed/ui';
import { NAMESPACE } from './i18n';
import screensEn from './screens.en.json';

// The form, editor and detail strings ship with those screens, not with the list (the first route).
addEnglish(NAMESPACE, screensEn);
