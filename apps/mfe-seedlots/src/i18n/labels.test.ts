import {
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  CONTAINERS,
  CROP_STAGE_LABELS,
  CROP_STAGES,
  LOT_CERTIFICATION_FILTER_LABELS,
  LOT_CERTIFICATION_FILTERS,
  LOT_QUALITY_STATUSES,
  packageFormat,
  QUANTITY_UNITS,
  qualityStatusText,
  SEED_CLASS_LABELS,
  SEED_CLASS_TAGS,
  SEED_CLASSES,
  TEST_PARAMETER_LABELS,
  TEST_PARAMETERS,
} from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { i18n, NAMESPACE } from './i18n';
import {
  certificationFilterLabel,
  certificationStatusLabel,
  cropStageLabel,
  packageWords,
  qualityText,
  seedClassLabel,
  seedClassTagName,
  testParameterLabel,
} from './labels';

// The catalogue's English of libs/domain's enums is the domain's own wording, so an English page
// reads as it did when it printed the constants; Hindi and Marathi translate these keys.

const t = i18n.getFixedT('en', NAMESPACE);

describe("the seed-lot screens' words for libs/domain's enums", () => {
  it('when the page is in English, then each label is the domain constant’s text', () => {
    expect(SEED_CLASSES.map((c) => seedClassLabel(t, c))).toEqual(SEED_CLASSES.map((c) => SEED_CLASS_LABELS[c]));
    expect(SEED_CLASSES.map((c) => seedClassTagName(t, c))).toEqual(SEED_CLASSES.map((c) => SEED_CLASS_TAGS[c].name));
    expect(CERTIFICATION_STATUSES.map((s) => certificationStatusLabel(t, s))).toEqual(
      CERTIFICATION_STATUSES.map((s) => CERTIFICATION_STATUS_LABELS[s]),
    );
    expect(LOT_CERTIFICATION_FILTERS.map((f) => certificationFilterLabel(t, f))).toEqual(
      LOT_CERTIFICATION_FILTERS.map((f) => LOT_CERTIFICATION_FILTER_LABELS[f]),
    );
    expect(CROP_STAGES.map((s) => cropStageLabel(t, s))).toEqual(CROP_STAGES.map((s) => CROP_STAGE_LABELS[s]));
    expect(TEST_PARAMETERS.map((p) => testParameterLabel(t, p))).toEqual(
      TEST_PARAMETERS.map((p) => TEST_PARAMETER_LABELS[p]),
    );
  });

  it('when the page is in English, then a quality status reads as qualityStatusText, with and without its date', () => {
    for (const date of ['8 Aug 2027', null]) {
      expect(LOT_QUALITY_STATUSES.map((s) => qualityText(t, s, date))).toEqual(
        LOT_QUALITY_STATUSES.map((s) => qualityStatusText(s, date)),
      );
    }
  });

  it('when the page is in English, then a package reads as packageFormat prints its values', () => {
    for (const unit of QUANTITY_UNITS) {
      for (const container of CONTAINERS) {
        const pack = { count: 3, size: 40, unit, container };
        expect(packageFormat(pack, packageWords(t))).toBe(packageFormat(pack));
      }
    }
  });
});
