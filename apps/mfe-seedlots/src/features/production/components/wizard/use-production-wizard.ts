import { PRODUCTION_MESSAGES } from '@seed/domain';
import { notify } from '@seed/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateProduction } from '../../api/create-production';
import { useSourceOptions } from '../../api/get-source-options';
import { useFarmChoices } from './farm-options';
import {
  canVisit,
  clearDraft,
  EMPTY_DRAFT,
  firstIncompleteStep,
  LAST_STEP,
  loadDraft,
  saveDraft,
  sessionStore,
  stepError,
  stepFromSearch,
  toProductionBody,
  type WizardData,
  type WizardDraft,
} from './wizard-state';

const NO_OPTIONS: WizardData['options'] = [];
const NO_FARMS: WizardData['farms'] = [];

/**
 * The production wizard's state: the draft (restored from and kept in sessionStorage), the step
 * (in the URL, ?step=1…4), the banner's message, the picker's lots and farms, and the moves
 * between steps; the last step submits in one call.
 */
export function useProductionWizard() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFromSearch(searchParams.get('step'));
  const [draft, setDraft] = useState<WizardDraft>(() => loadDraft(sessionStore()) ?? EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const sourceOptions = useSourceOptions();
  const farmChoices = useFarmChoices();
  const create = useCreateProduction();

  const data: WizardData = useMemo(
    () => ({ options: sourceOptions.data?.items ?? NO_OPTIONS, farms: farmChoices.data ?? NO_FARMS }),
    [sourceOptions.data, farmChoices.data],
  );
  const ready = sourceOptions.isSuccess && farmChoices.isSuccess;
  const reachable = useMemo(() => firstIncompleteStep(draft, data), [draft, data]);
  // Steps the user confirmed with Next (those before the step the page opened on count as passed):
  // a step whose fields are filled for them (details derived from the sources) is not done until then.
  const [confirmed, setConfirmed] = useState(step);
  const completed = Math.min(reachable, Math.max(confirmed, 0));
  const submitting = create.isPending || create.isSuccess;

  useEffect(() => saveDraft(sessionStore(), draft), [draft]);

  const goTo = useCallback(
    (next: number, replace = false) => {
      setError(null);
      setSearchParams(next === 0 ? {} : { step: String(next + 1) }, { replace });
    },
    [setSearchParams],
  );

  // A step in the URL that may not be visited yet (a bookmark, a cleared draft): the first incomplete one.
  useEffect(() => {
    if (ready && !submitting && step > reachable) goTo(reachable, true);
  }, [ready, submitting, step, reachable, goTo]);

  /** Every edit goes through here; an edit clears the banner. */
  const update = useCallback((change: (current: WizardDraft) => WizardDraft) => {
    setError(null);
    setDraft(change);
  }, []);

  const next = () => {
    const message = stepError(step, draft, data);
    if (message) setError(message);
    else {
      setConfirmed((passed) => Math.max(passed, step + 1));
      goTo(Math.min(step + 1, LAST_STEP));
    }
  };

  const back = () => goTo(Math.max(step - 1, 0));

  const visit = (target: number) => {
    if (target !== step && canVisit(target, draft, data)) goTo(target);
  };

  const cancel = () => {
    clearDraft(sessionStore());
    navigate('/seed-lots');
  };

  const submit = () => {
    if (submitting) return;
    // The steps again, in order: the first incomplete one is shown with its message.
    for (let s = 0; s < LAST_STEP; s++) {
      const message = stepError(s, draft, data);
      if (message) {
        goTo(s);
        setError(message);
        return;
      }
    }
    create.mutate(toProductionBody(draft, data), {
      onSuccess: ({ id }) => {
        clearDraft(sessionStore());
        notify('success', PRODUCTION_MESSAGES.productionCreated);
        navigate(`/seed-lots/${id}`);
      },
      onError: (e) => {
        notify('error', PRODUCTION_MESSAGES.productionFailed, e.message);
        setError(e.message || PRODUCTION_MESSAGES.completeRequiredFields);
      },
    });
  };

  /** Shows a message in the banner (e.g. Add farm refused). */
  const refuse = useCallback((message: string) => setError(message), []);

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
    update,
    refuse,
    next,
    back,
    visit,
    cancel,
    submit,
  };
}

export type ProductionWizard = ReturnType<typeof useProductionWizard>;
