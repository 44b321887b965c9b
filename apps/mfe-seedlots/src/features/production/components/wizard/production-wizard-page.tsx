import { PRODUCTION_MESSAGES, WIZARD_LAST_STEP as LAST_STEP, WIZARD_STEPS } from '@seed/domain';
import { Button, ErrorBanner, Spinner, useMessage } from '@seed/ui';
import { useEffect, useRef } from 'react';
import { useProductionTranslation } from '../../i18n';
import { DetailsStep } from './details-step';
import { FarmSelectionStep } from './farm-selection-step';
import { ReviewStep } from './review-step';
import { SourceLotsStep } from './source-lots-step';
import { StepIndicator } from './step-indicator';
import { type ProductionWizard, useProductionWizard } from './use-production-wizard';

const STEP_VIEWS = [SourceLotsStep, FarmSelectionStep, DetailsStep, ReviewStep] as const;

/**
 * /seed-lots/production/new (spec 2 §2 "Production wizard", §4, §5, §8): Source Lots, Farm
 * Selection, Seed Lot Details and Review. The step is in the URL and the entries in
 * sessionStorage, so a reload keeps both; the last step creates the lot in one call.
 */
export function ProductionWizardPage() {
  const { t } = useProductionTranslation();
  const m = useMessage();
  const wizard = useProductionWizard();
  const { step, error, sourceOptions, farmChoices } = wizard;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step moves the focus to its heading, so a screen reader announces where the user is.
  useEffect(() => {
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const loadError = sourceOptions.isError
    ? `${m(PRODUCTION_MESSAGES.sourceLotsLoadFailed)}: ${m(sourceOptions.error.message)}`
    : farmChoices.isError
      ? `${m(PRODUCTION_MESSAGES.farmsLoadFailed)}: ${m(farmChoices.error.message)}`
      : null;
  const View = STEP_VIEWS[step]!;
  const id = WIZARD_STEPS[step]!;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('wizard.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('wizard.subtitle')}</p>
      </div>
      <StepIndicator
        current={step}
        reachable={wizard.ready ? wizard.reachable : 0}
        completed={wizard.ready ? wizard.completed : 0}
        onVisit={wizard.visit}
      />
      {loadError && <ErrorBanner message={loadError} />}
      {error && <ErrorBanner message={error} />}
      <div className="rounded-lg border border-gray-200 bg-white shadow-xs">
        <div className="border-b border-gray-200 px-4 py-4 sm:px-6">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            {t('wizard.steps.number', { n: step + 1, total: WIZARD_STEPS.length })}
          </p>
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
            {t(`wizard.steps.${id}`)}
          </h2>
        </div>
        <div className="px-4 py-4 sm:px-6">
          {wizard.ready ? (
            <View wizard={wizard} />
          ) : loadError ? null : (
            <div className="flex justify-center py-12">
              <Spinner label={t('wizard.loading')} />
            </div>
          )}
        </div>
      </div>
      <WizardActions wizard={wizard} />
    </section>
  );
}

function WizardActions({ wizard }: { wizard: ProductionWizard }) {
  const { t } = useProductionTranslation();
  const { step, ready, submitting } = wizard;
  const last = step === LAST_STEP;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="ghost" onClick={wizard.cancel} disabled={submitting}>
        {t('wizard.actions.cancel')}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {step > 0 && (
          <Button variant="secondary" onClick={wizard.back} disabled={submitting}>
            {t('wizard.actions.back')}
          </Button>
        )}
        {last ? (
          <Button onClick={wizard.submit} loading={submitting} disabled={!ready}>
            {submitting ? t('wizard.actions.creating') : t('wizard.actions.create')}
          </Button>
        ) : (
          <Button onClick={() => void wizard.next()} disabled={!ready}>
            {t('wizard.actions.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
