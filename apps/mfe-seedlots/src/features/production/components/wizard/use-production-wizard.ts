import { type ApiContract, loadApiContract } from '@seed/auth';
import {
  canRemoveFarm,
  EMPTY_WIZARD_DRAFT,
  PRODUCTION_MESSAGES,
  WIZARD_LAST_STEP,
  type WizardData,
  type WizardDraft,
  wizardFirstIncompleteStep,
  wizardStepRefusal,
} from '@seed/domain';
import { notify, useSchemaForm } from '@seed/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateProduction } from '../../api/create-production';
import { useSourceOptions } from '../../api/get-source-options';
import { useFarmChoices } from './farm-options';
import {
  chosenFarmRow,
  chosenLotRow,
  clampedArea,
  clearDraft,
  emptySourceRow,
  farmToAdd,
  hybridSourceRows,
  loadDraft,
  saveDraft,
  sessionStore,
  stepFromSearch,
  toProductionBody,
} from './wizard-state';

const NO_OPTIONS: WizardData['options'] = [];
const NO_FARMS: WizardData['farms'] = [];

type StepSchema = ReturnType<ApiContract['productionWizardSteps']>[number];

/** The fields of the Seed Lot Details step the user types. */
type DetailField = 'generation' | 'plantingDate' | 'expectedHarvestDate' | 'notes';

/** The stored draft, read back with the contract's ProductionWizardDraft (the empty draft without one). */
async function restoredDraft(): Promise<WizardDraft> {
  const { ProductionWizardDraft } = await loadApiContract();
  return loadDraft(sessionStore(), ProductionWizardDraft) ?? EMPTY_WIZARD_DRAFT;
}

/**
 * The production wizard: a schema form over the draft (restored from sessionStorage and kept
 * there by a watch subscription), its sources and farms as field arrays, each step checked with
 * its own schema of the contract (productionWizardSteps) when Next asks, the step in the URL
 * (?step=1…4), the banner's message, the picker's lots and farms; the last step submits in one call.
 */
export function useProductionWizard() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromSearch(searchParams.get('step'));
  const sourceOptions = useSourceOptions();
  const farmChoices = useFarmChoices();
  const create = useCreateProduction();
  // Add farm's refusal and the server's: the banner's message beside the step's own.
  const [refusal, setRefusal] = useState<string | null>(null);

  const data: WizardData = useMemo(
    () => ({ options: sourceOptions.data?.items ?? NO_OPTIONS, farms: farmChoices.data ?? NO_FARMS }),
    [sourceOptions.data, farmChoices.data],
  );
  const form = useSchemaForm<WizardDraft, StepSchema>({
    schema: async () => (await loadApiContract()).productionWizardSteps(data)[Math.min(step, WIZARD_LAST_STEP - 1)]!,
    defaultValues: restoredDraft,
  });
  const { control, watch, setValue, clearErrors } = form;
  const sourceRows = useFieldArray({ control, name: 'sources' });
  const farmRows = useFieldArray({ control, name: 'farms' });
  const loaded = !form.formState.isLoading;
  const watched = watch();
  const draft = loaded ? watched : EMPTY_WIZARD_DRAFT;
  const error = refusal ?? form.formState.errors.root?.step?.message ?? null;

  const ready = sourceOptions.isSuccess && farmChoices.isSuccess && loaded;
  const reachable = useMemo(() => wizardFirstIncompleteStep(draft, data), [draft, data]);
  // Steps the user confirmed with Next (those before the step the page opened on count as passed):
  // a step whose fields are filled for them (details derived from the sources) is not done until then.
  const [confirmed, setConfirmed] = useState(step);
  const completed = Math.min(reachable, Math.max(confirmed, 0));
  const submitting = create.isPending || create.isSuccess;

  // Every change of the entries is kept for the tab's session.
  useEffect(() => {
    const subscription = watch((values) => saveDraft(sessionStore(), values));
    return () => subscription.unsubscribe();
  }, [watch]);

  /** Clears the banner: an edit, or another step. */
  const clearMessage = useCallback(() => {
    setRefusal(null);
    clearErrors();
  }, [clearErrors]);

  const goTo = useCallback(
    (next: number, replace = false) => {
      clearMessage();
      setSearchParams(next === 0 ? {} : { step: String(next + 1) }, { replace });
    },
    [clearMessage, setSearchParams],
  );

  // A step in the URL that may not be visited yet (a bookmark, a cleared draft): the first incomplete one.
  useEffect(() => {
    if (ready && !submitting && step > reachable) goTo(reachable, true);
  }, [ready, submitting, step, reachable, goTo]);

  /** Every edit goes through here; an edit clears the banner. */
  const edit =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      clearMessage();
      change(...args);
    };

  const next = async () => {
    // The step's schema: its first message goes to the banner (root.step).
    if (!(await form.trigger())) return;
    setConfirmed((passed) => Math.max(passed, step + 1));
    goTo(Math.min(step + 1, WIZARD_LAST_STEP));
  };

  const back = () => goTo(Math.max(step - 1, 0));

  const visit = (target: number) => {
    if (target !== step && target >= 0 && target <= reachable) goTo(target);
  };

  const cancel = () => {
    clearDraft(sessionStore());
    navigate('/seed-lots');
  };

  const submit = () => {
    if (submitting) return;
    // The steps again, in order: the first incomplete one is shown with its message.
    for (let s = 0; s < WIZARD_LAST_STEP; s++) {
      const message = wizardStepRefusal(s, draft, data);
      if (message) {
        goTo(s);
        setRefusal(message);
        return;
      }
    }
    create.mutate(
      { body: toProductionBody(draft, data) },
      {
        onSuccess: ({ id }) => {
          clearDraft(sessionStore());
          notify('success', PRODUCTION_MESSAGES.productionCreated);
          navigate(`/seed-lots/${id}`);
        },
        onError: (e) => {
          notify('error', PRODUCTION_MESSAGES.productionFailed, e.message);
          setRefusal(e.message || PRODUCTION_MESSAGES.completeRequiredFields);
        },
      },
    );
  };

  const sources = {
    setHybrid: edit((on: boolean) => {
      if (on === draft.hybrid) return;
      setValue('hybrid', on);
      sourceRows.replace(hybridSourceRows(draft.sources, on));
    }),
    add: edit(() => {
      if (!draft.hybrid) sourceRows.append(emptySourceRow());
    }),
    remove: edit((index: number) => {
      if (!draft.hybrid) sourceRows.remove(index);
    }),
    chooseLot: edit((index: number, lotId: string) =>
      sourceRows.update(index, chosenLotRow(draft.sources[index]!, lotId, data.options)),
    ),
    setQuantity: edit((index: number, quantity: string) => setValue(`sources.${index}.quantity`, quantity)),
  };

  const farms = {
    /** Spec 2 §5 Add farm, or its refusal in the banner. */
    add: edit(() => {
      const added = farmToAdd(draft.farms, data.farms);
      if (added.refusal !== null) setRefusal(added.refusal);
      else farmRows.append(added.row);
    }),
    choose: edit((index: number, farmId: string) => farmRows.update(index, chosenFarmRow(farmId, data.farms))),
    setArea: edit((index: number, areaUsed: string) => setValue(`farms.${index}.areaUsed`, areaUsed)),
    /** On leaving the area input: kept within [0.1, the farm's total area]. */
    clampArea: edit((index: number) => {
      const row = draft.farms[index];
      const clamped = row && clampedArea(row, data.farms);
      if (row && clamped !== row.areaUsed) setValue(`farms.${index}.areaUsed`, clamped!);
    }),
    /** Spec 2 §5: the last farm cannot be removed. */
    remove: edit((index: number) => {
      if (canRemoveFarm(draft.farms.length)) farmRows.remove(index);
    }),
  };

  const setDetail = edit((field: DetailField, value: string) => setValue(field, value));

  return {
    step,
    draft,
    data,
    error,
    reachable,
    /** Steps before this one were completed by the user (the indicator's ✓). */
    completed,
    sourceOptions,
    farmChoices,
    ready,
    submitting: create.isPending,
    /** The rows' keys for React, in the rows' order. */
    sourceKeys: sourceRows.fields.map((field) => field.id),
    farmKeys: farmRows.fields.map((field) => field.id),
    sources,
    farms,
    setDetail,
    next,
    back,
    visit,
    cancel,
    submit,
  };
}

export type ProductionWizard = ReturnType<typeof useProductionWizard>;
