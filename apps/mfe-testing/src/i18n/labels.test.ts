import {
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  CROP_STAGE_LABELS,
  CROP_STAGES,
  LOT_QUALITY_STATUSES,
  qualityStatusText,
  SEED_CLASS_LABELS,
  SEED_CLASS_TAGS,
  SEED_CLASSES,
  SEED_TEST_LABELS,
  SEED_TESTS,
  TEST_PARAMETER_LABELS,
  TEST_PARAMETERS,
  TESTING_REQUEST_STATUS_LABELS,
  TESTING_REQUEST_STATUSES,
} from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from './i18n';
import {
  certificationStatusLabel,
  cropStageLabel,
  qualityText,
  seedClassLabel,
  seedClassTagName,
  seedTestLabel,
  testingRequestStatusLabel,
  testParameterLabel,
} from './labels';

// The catalogue's English of libs/domain's enums is the domain's own wording, so an English page
// reads as it did when it printed the constants; Hindi and Marathi translate these keys.

const t = i18n.getFixedT('en', NAMESPACE);

describe("the testing and certification screens' words for libs/domain's enums", () => {
  it('when the page is in English, then each label is the domain constant’s text', () => {
    expect(SEED_CLASSES.map((c) => seedClassLabel(t, c))).toEqual(SEED_CLASSES.map((c) => SEED_CLASS_LABELS[c]));
    expect(SEED_CLASSES.map((c) => seedClassTagName(t, c))).toEqual(SEED_CLASSES.map((c) => SEED_CLASS_TAGS[c].name));
    expect(SEED_TESTS.map((s) => seedTestLabel(t, s))).toEqual(SEED_TESTS.map((s) => SEED_TEST_LABELS[s]));
    expect(TESTING_REQUEST_STATUSES.map((s) => testingRequestStatusLabel(t, s))).toEqual(
      TESTING_REQUEST_STATUSES.map((s) => TESTING_REQUEST_STATUS_LABELS[s]),
    );
    expect(TEST_PARAMETERS.map((p) => testParameterLabel(t, p))).toEqual(
      TEST_PARAMETERS.map((p) => TEST_PARAMETER_LABELS[p]),
    );
    expect(CERTIFICATION_STATUSES.map((s) => certificationStatusLabel(t, s))).toEqual(
      CERTIFICATION_STATUSES.map((s) => CERTIFICATION_STATUS_LABELS[s]),
    );
    expect(CROP_STAGES.map((s) => cropStageLabel(t, s))).toEqual(CROP_STAGES.map((s) => CROP_STAGE_LABELS[s]));
  });

  it('when the page is in English, then a quality status reads as qualityStatusText, with and without its date', () => {
    for (const date of ['8 Aug 2027', null]) {
      expect(LOT_QUALITY_STATUSES.map((s) => qualityText(t, s, date))).toEqual(
        LOT_QUALITY_STATUSES.map((s) => qualityStatusText(s, date)),
      );
    }
  });
});
