import { featureTranslation } from '../../i18n/i18n';
import lotsEn from './lots.en.json';

/** The lot screens' strings (detail.*, flows.edit.*) in the `lots` namespace, with the shared catalogue behind them. */
export const useLotsTranslation = featureTranslation('lots', lotsEn, {
  hi: async () => (await import('./lots.hi.json')).default,
  mr: async () => (await import('./lots.mr.json')).default,
});
