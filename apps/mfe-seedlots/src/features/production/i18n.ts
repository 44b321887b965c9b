import { featureTranslation } from '../../i18n/i18n';
import productionEn from './production.en.json';

/** The production wizard's, harvest's and packaging's strings in the `production` namespace, with the shared catalogue behind them. */
export const useProductionTranslation = featureTranslation('production', productionEn, {
  hi: async () => (await import('./production.hi.json')).default,
  mr: async () => (await import('./production.mr.json')).default,
});
