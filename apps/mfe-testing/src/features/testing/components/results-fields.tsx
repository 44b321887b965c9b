import { type SeedTest, TESTING_LIMITS, TESTING_MESSAGES as M } from '@seed/domain';
import { FormInput, FormTextarea } from '@seed/ui';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResultsFormValues } from '../utils/results-values';

type Field = keyof ResultsFormValues;

/** An optional test's field and the message when the request asked for it and it is blank. */
const OPTIONAL_FIELDS: readonly { test: SeedTest; field: Field; message: string }[] = [
  { test: 'other_distinguishable_varieties', field: 'other_varieties_per_kg', message: M.otherVarietiesRequired },
  { test: 'genetic_purity', field: 'genetic_purity_pct', message: M.geneticPurityRequired },
  { test: 'seed_health', field: 'seed_health', message: M.seedHealthRequired },
];

/**
 * The results of an asked-for optional test left blank, as the database would refuse them, shown
 * under their fields before anything is sent. Returns whether the form may be sent.
 */
export function checkAskedTests(form: UseFormReturn<ResultsFormValues, unknown, unknown>, tests: readonly SeedTest[]) {
  const missing = OPTIONAL_FIELDS.filter(({ test, field }) => tests.includes(test) && !form.getValues(field).trim());
  missing.forEach(({ field, message }, index) => form.setError(field, { message }, { shouldFocus: index === 0 }));
  return missing.length === 0;
}

const percent = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01 } as const;
const perKg = { type: 'number', inputMode: 'numeric', min: 0, max: TESTING_LIMITS.countMax, step: 1 } as const;

/**
 * The fields of a report (issue and correction alike), grouped as a seed analysis report lists
 * them; the optional tests' fields only when the request asked for them.
 */
export function ResultsFields({ tests, today }: { tests: readonly SeedTest[]; today: string }) {
  const { t } = useTranslation();
  const asked = (test: SeedTest) => tests.includes(test);
  const anyOptional = OPTIONAL_FIELDS.some(({ test }) => asked(test));
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput<ResultsFormValues>
          name="report_number"
          label={t('results.reportNumber')}
          autoComplete="off"
          maxLength={TESTING_LIMITS.reportNumberMaxLength}
        />
        <FormInput<ResultsFormValues> name="tested_on" label={t('results.testedOn')} type="date" max={today} />
        <FormInput<ResultsFormValues>
          name="analyst_name"
          label={t('results.analyst')}
          autoComplete="off"
          maxLength={TESTING_LIMITS.analystMaxLength}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-gray-900">{t('results.purity')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput<ResultsFormValues> name="pure_seed_pct" label={t('results.pureSeed')} {...percent} />
          <FormInput<ResultsFormValues> name="inert_matter_pct" label={t('results.inertMatter')} {...percent} />
          <FormInput<ResultsFormValues> name="other_crop_seeds_per_kg" label={t('results.otherCropSeeds')} {...perKg} />
          <FormInput<ResultsFormValues> name="weed_seeds_per_kg" label={t('results.weedSeeds')} {...perKg} />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-gray-900">{t('results.germinationGroup')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormInput<ResultsFormValues>
            name="germination_pct"
            label={t('results.germination')}
            hint={t('results.germinationHint')}
            {...percent}
          />
          <FormInput<ResultsFormValues>
            name="hard_seeds_pct"
            label={t('results.hardSeeds')}
            hint={t('results.hardSeedsHint')}
            {...percent}
          />
          <FormInput<ResultsFormValues> name="moisture_pct" label={t('results.moisture')} {...percent} />
        </div>
      </fieldset>
      {anyOptional && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-gray-900">{t('results.optionalGroup')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {asked('other_distinguishable_varieties') && (
              <FormInput<ResultsFormValues>
                name="other_varieties_per_kg"
                label={t('results.otherVarieties')}
                {...perKg}
              />
            )}
            {asked('genetic_purity') && (
              <FormInput<ResultsFormValues> name="genetic_purity_pct" label={t('results.geneticPurity')} {...percent} />
            )}
          </div>
          {asked('seed_health') && (
            <FormTextarea<ResultsFormValues>
              name="seed_health"
              label={t('results.seedHealth')}
              rows={2}
              maxLength={TESTING_LIMITS.seedHealthMaxLength}
            />
          )}
        </fieldset>
      )}
      <FormTextarea<ResultsFormValues>
        name="remarks"
        label={t('results.remarks')}
        rows={2}
        maxLength={TESTING_LIMITS.remarksMaxLength}
      />
    </div>
  );
}
