import { createRemoteI18n } from '@seed/ui';
import en from './en.json';

/** This remote's own i18next instance and catalogue (see createRemoteI18n). */
export const i18n = createRemoteI18n(en);
