import { todayInIndia } from '@seed/domain';
import type { SeedTest, TestReport, TestReportCorrection, TestResultsIssueInput } from '@seed/domain';

// How the results form holds its values (text as typed) and hands them to libs/domain's
// TestResultsIssue and TestReportCorrection. The fields carry the body's own names.

export interface ResultsFormValues {
  report_number: string;
  tested_on: string;
  analyst_name: string;
  pure_seed_pct: string;
  inert_matter_pct: string;
  other_crop_seeds_per_kg: string;
  weed_seeds_per_kg: string;
  germination_pct: string;
  hard_seeds_pct: string;
  moisture_pct: string;
  other_varieties_per_kg: string;
  genetic_purity_pct: string;
  seed_health: string;
  remarks: string;
  /** Only a correction has one. */
  reason: string;
}

/** A new report: tested today, everything else blank. */
export function emptyResults(): ResultsFormValues {
  return {
    report_number: '',
    tested_on: todayInIndia(),
    analyst_name: '',
    pure_seed_pct: '',
    inert_matter_pct: '',
    other_crop_seeds_per_kg: '',
    weed_seeds_per_kg: '',
    germination_pct: '',
    hard_seeds_pct: '',
    moisture_pct: '',
    other_varieties_per_kg: '',
    genetic_purity_pct: '',
    seed_health: '',
    remarks: '',
    reason: '',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A correction starts from the report it corrects, with a new report number and a reason still to give. */
export function resultsOf(report: TestReport): ResultsFormValues {
  const r = report.results;
  return {
    report_number: '',
    tested_on: report.testedOn,
    analyst_name: report.analyst,
    pure_seed_pct: text(r.purePct),
    inert_matter_pct: text(r.inertMatterPct),
    other_crop_seeds_per_kg: text(r.otherCropSeedsPerKg),
    weed_seeds_per_kg: text(r.weedSeedsPerKg),
    germination_pct: text(r.germinationPct),
    hard_seeds_pct: text(r.hardSeedsPct),
    moisture_pct: text(r.moisturePct),
    other_varieties_per_kg: text(r.otherVarietiesPerKg),
    genetic_purity_pct: text(r.geneticPurityPct),
    seed_health: r.seedHealth ?? '',
    remarks: report.remarks ?? '',
    reason: '',
  };
}

/**
 * The body of the results: numbers go as typed (the schema reads decimal text and names a blank
 * with its field's message); an optional test's result only when the request asked for it.
 */
export function toResultsInput(v: ResultsFormValues, tests: readonly SeedTest[]): TestResultsIssueInput {
  const asked = (test: SeedTest) => tests.includes(test);
  const number = (value: string) => value as unknown as number;
  return {
    report_number: v.report_number,
    tested_on: v.tested_on,
    analyst_name: v.analyst_name,
    pure_seed_pct: number(v.pure_seed_pct),
    inert_matter_pct: number(v.inert_matter_pct),
    other_crop_seeds_per_kg: number(v.other_crop_seeds_per_kg),
    weed_seeds_per_kg: number(v.weed_seeds_per_kg),
    germination_pct: number(v.germination_pct),
    hard_seeds_pct: v.hard_seeds_pct === '' ? null : number(v.hard_seeds_pct),
    moisture_pct: number(v.moisture_pct),
    other_varieties_per_kg: asked('other_distinguishable_varieties') ? number(v.other_varieties_per_kg) : null,
    genetic_purity_pct: asked('genetic_purity') ? number(v.genetic_purity_pct) : null,
    seed_health: asked('seed_health') ? v.seed_health : null,
    remarks: v.remarks,
  };
}

/** The body of a correction: the results and the reason. */
export function toCorrectionInput(v: ResultsFormValues, tests: readonly SeedTest[]) {
  return { ...toResultsInput(v, tests), reason: v.reason } as unknown as TestReportCorrection;
}
