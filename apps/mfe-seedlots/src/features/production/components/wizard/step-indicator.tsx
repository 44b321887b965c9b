import { WIZARD_STEPS } from '@seed/domain';
import { cn } from '@seed/ui';
import { useProductionTranslation } from '../../i18n';

interface StepIndicatorProps {
  /** The step shown (0-based). */
  current: number;
  /** The first incomplete step: it and every step before it may be visited. */
  reachable: number;
  /** Steps before this one were completed by the user (Next pressed on them): only they show ✓. */
  completed: number;
  onVisit(step: number): void;
}

/**
 * The wizard's steps as an ordered list; the current one has aria-current="step". A step is a
 * button only while it may be visited (every earlier step complete).
 */
export function StepIndicator({ current, reachable, completed, onVisit }: StepIndicatorProps) {
  const { t } = useProductionTranslation();
  return (
    <nav aria-label={t('wizard.steps.label')}>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WIZARD_STEPS.map((id, i) => {
          const isCurrent = i === current;
          const done = i < completed && !isCurrent;
          const open = i <= reachable;
          return (
            <li key={id} className="min-w-0">
              <button
                type="button"
                onClick={() => onVisit(i)}
                disabled={!open}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex h-full w-full items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600',
                  'disabled:cursor-not-allowed',
                  isCurrent
                    ? 'border-green-600 bg-green-50 font-semibold text-green-800'
                    : open
                      ? 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                      : 'border-gray-200 bg-gray-50 text-gray-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    isCurrent || done ? 'bg-green-600 text-white' : 'bg-gray-200 text-gray-700',
                  )}
                >
                  {done ? '✓' : i + 1}
                </span>
                <span className="min-w-0">
                  <span className="sr-only">{t('wizard.steps.number', { n: i + 1, total: WIZARD_STEPS.length })} </span>
                  {t(`wizard.steps.${id}`)}
                  {done && <span className="sr-only"> ({t('wizard.steps.completed')})</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
