import type {
  CertificationStatus,
  CropStage,
  LotQualityStatus,
  SeedClass,
  SeedTest,
  TestingRequestStatus,
  TestParameter,
} from '@seed/domain';
import type { TFunction } from 'i18next';

// libs/domain names its enums in English only (SEED_CLASS_LABELS, qualityStatusText ...). The
// screens say them through this remote's catalogue instead (labels.* of en.json, which every
// screen has), whose English is the domain's own wording (labels.test.tsx holds them equal) and
// whose hi/mr twins translate it.

/** A seed class ('Breeder', 'Truthfully labelled'). */
export const seedClassLabel = (t: TFunction, seedClass: SeedClass): string => t(`labels.seedClass.${seedClass}`);

/** The tag (or label) a bag of the class carries, in words ('blue tag'). */
export const seedClassTagName = (t: TFunction, seedClass: SeedClass): string => t(`labels.seedClassTag.${seedClass}`);

/** A test a sample is sent for ('Genetic purity (grow-out test)'). */
export const seedTestLabel = (t: TFunction, test: SeedTest): string => t(`labels.seedTest.${test}`);

/** A testing request's status ('In testing'). */
export const testingRequestStatusLabel = (t: TFunction, status: TestingRequestStatus): string =>
  t(`labels.testingRequestStatus.${status}`);

/** A result parameter of a test report ('Pure seed'). */
export const testParameterLabel = (t: TFunction, parameter: TestParameter): string =>
  t(`labels.testParameter.${parameter}`);

/** An application's certification status ('Inspecting'). */
export const certificationStatusLabel = (t: TFunction, status: CertificationStatus): string =>
  t(`labels.certificationStatus.${status}`);

/** The crop stage of a field inspection ('Pre-flowering'). */
export const cropStageLabel = (t: TFunction, stage: CropStage): string => t(`labels.cropStage.${stage}`);

const DATED: ReadonlySet<LotQualityStatus> = new Set(['passed', 'no_standard', 'expired']);

/** A lot's quality status as qualityStatusText words it, with its date (as the page formats it) where it has one. */
export const qualityText = (t: TFunction, status: LotQualityStatus, validUntil: string | null): string =>
  validUntil && DATED.has(status)
    ? t(`labels.qualityUntil.${status}`, { date: validUntil })
    : t(`labels.quality.${status}`);

/** A farm's area unit as a sentence says it ('acres'); a unit the catalogue does not know shows as stored. */
export const areaUnitLabel = (t: TFunction, unit: string): string =>
  t(`labels.areaUnit.${unit}`, { defaultValue: unit });
