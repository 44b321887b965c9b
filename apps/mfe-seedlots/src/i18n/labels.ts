import type {
  CertificationStatus,
  CropStage,
  LotCertificationFilter,
  LotQualityStatus,
  PackageWords,
  SeedClass,
  TestParameter,
} from '@seed/domain';
import type { TFunction } from 'i18next';

// libs/domain names its enums in English only (SEED_CLASS_LABELS, qualityStatusText, packageFormat's
// values ...). The screens say them through this remote's shared catalogue instead: labels.*,
// units.* and containers.*, whose English is the domain's own wording (labels.test.tsx holds them
// equal) and whose hi/mr twins translate it. A feature's `t` reaches them through its fallback.

/** A seed class ('Breeder', 'Truthfully labelled'). */
export const seedClassLabel = (t: TFunction, seedClass: SeedClass): string => t(`labels.seedClass.${seedClass}`);

/** The tag (or label) a bag of the class carries, in words ('blue tag'). */
export const seedClassTagName = (t: TFunction, seedClass: SeedClass): string => t(`labels.seedClassTag.${seedClass}`);

/** An application's certification status ('Applied', 'Revoked'). */
export const certificationStatusLabel = (t: TFunction, status: CertificationStatus): string =>
  t(`labels.certificationStatus.${status}`);

/** An option of the lists' certification filter ('Certified (valid)', 'Not applied for'). */
export const certificationFilterLabel = (t: TFunction, filter: LotCertificationFilter): string =>
  t(`labels.certificationFilter.${filter}`);

/** The crop stage of a field inspection ('Pre-flowering'). */
export const cropStageLabel = (t: TFunction, stage: CropStage): string => t(`labels.cropStage.${stage}`);

/** A result parameter of a test report ('Pure seed'). */
export const testParameterLabel = (t: TFunction, parameter: TestParameter): string =>
  t(`labels.testParameter.${parameter}`);

const DATED: ReadonlySet<LotQualityStatus> = new Set(['passed', 'no_standard', 'expired']);

/** A lot's quality status as qualityStatusText words it, with its date (as the page formats it) where it has one. */
export const qualityText = (t: TFunction, status: LotQualityStatus, validUntil: string | null): string =>
  validUntil && DATED.has(status)
    ? t(`labels.qualityUntil.${status}`, { date: validUntil })
    : t(`labels.quality.${status}`);

/** packageFormat's unit and container words in the page's language ('40 Kg bag', '40 किग्रा थैला'). */
export const packageWords = (t: TFunction): PackageWords => ({
  unit: (unit) => t(`units.${unit}`),
  container: (container) => t(`containers.${container}`),
});
