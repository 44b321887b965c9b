import { type CertificationApplication, formatDate, formatQuantity } from '@seed/domain';
import { Badge } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { cropStageLabel } from '../../../i18n/labels';
import { Fact } from '../../shared/fact';

type Inspection = CertificationApplication['inspections'][number];

/**
 * The field inspections in the order they were made, each with every finding: ten facts are too
 * wide for a table on a phone, so each inspection is a short description list under its date.
 */
export function InspectionList({ inspections }: { inspections: readonly Inspection[] }) {
  const { t } = useTranslation();
  if (inspections.length === 0) return <p className="text-sm text-gray-600">{t('cert.inspections.none')}</p>;
  const percent = (value: number) => t('cert.inspections.percent', { value: formatQuantity(value) });
  return (
    <ol className="divide-y divide-gray-200" aria-label={t('cert.inspections.title')}>
      {inspections.map((inspection) => (
        <li key={inspection.id} className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="inspection">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold text-gray-900">
              {t('cert.inspections.heading', { date: formatDate(inspection.inspectedOn) })}
            </h3>
            <Badge tone={inspection.outcome === 'accepted' ? 'green' : 'red'}>
              {t(`cert.inspections.outcomes.${inspection.outcome}`)}
            </Badge>
          </div>
          <dl className="space-y-1">
            <Fact label={t('cert.inspections.stage')}>{cropStageLabel(t, inspection.stage)}</Fact>
            <Fact label={t('cert.inspections.inspector')}>{inspection.inspector}</Fact>
            <Fact label={t('cert.inspections.offTypes')}>{percent(inspection.offTypesPct)}</Fact>
            <Fact label={t('cert.inspections.isolation')}>
              {inspection.isolationMet ? t('cert.inspections.yes') : t('cert.inspections.no')}
            </Fact>
            <Fact label={t('cert.inspections.weeds')}>{inspection.objectionableWeedPlants}</Fact>
            <Fact label={t('cert.inspections.diseased')}>{percent(inspection.diseasedPlantsPct)}</Fact>
            <Fact label={t('cert.inspections.outcome')}>{t(`cert.inspections.outcomes.${inspection.outcome}`)}</Fact>
            {inspection.rejectionReason && (
              <Fact label={t('cert.inspections.rejectionReason')}>
                <span className="whitespace-pre-line">{inspection.rejectionReason}</span>
              </Fact>
            )}
            {inspection.remarks && (
              <Fact label={t('cert.inspections.remarks')}>
                <span className="whitespace-pre-line">{inspection.remarks}</span>
              </Fact>
            )}
          </dl>
        </li>
      ))}
    </ol>
  );
}
