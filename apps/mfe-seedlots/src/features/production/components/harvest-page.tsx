import { loadApiContract } from '@seed/auth';
import {
  CONTAINERS,
  formatDate,
  HARVEST_DEFAULTS,
  harvestRefusal,
  type HarvestCreateInput,
  PACK_UNITS,
  packageFormat,
  PRODUCTION_MESSAGES as P,
  type SeedLotDetail,
} from '@seed/domain';
import { Button, Card, Form, FormError, FormInput, FormSelect, FormTextarea, notify, useSchemaForm } from '@seed/ui';
import { packageWords } from '../../../i18n/labels';
import { useProductionTranslation } from '../i18n';
import { useNavigate, useParams } from 'react-router-dom';
import { useSeedLot } from '../../lots/api/get-seed-lot';
import { useRecordHarvest } from '../api/lot-flows';
import { todayIso, typedNumber } from '../../lots/utils/form-text';
import { LotStatusBadge } from '../../lots/components/lot-badges';
import { LoadingLot, RefusedLot } from '../../lots/components/lot-screen-states';

const loadSchema = async () => (await loadApiContract()).HarvestCreate;

/** What the harvest form holds: numbers as typed. */
interface HarvestFormValues {
  harvestDate: string;
  packagingType: string;
  totalYield: string;
  packSize: string;
  unit: string;
  notes: string;
}

const FIELD_OF = {
  actual_yield: 'totalYield',
  pack_size: 'packSize',
  harvest_date: 'harvestDate',
  packaging_type: 'packagingType',
  yield_unit: 'unit',
  pack_unit: 'unit',
} as const;

/** The harvest form's values as the API body: one unit for the yield and the pack. */
export function toHarvestInput(v: HarvestFormValues): HarvestCreateInput {
  return {
    actual_yield: typedNumber(v.totalYield),
    yield_unit: v.unit as HarvestCreateInput['yield_unit'],
    pack_size: typedNumber(v.packSize),
    pack_unit: v.unit as HarvestCreateInput['pack_unit'],
    packaging_type: v.packagingType as HarvestCreateInput['packaging_type'],
    harvest_date: v.harvestDate,
    notes: v.notes,
  };
}

/** /seed-lots/{id}/harvest (spec 3): marks a production lot as harvested with its yield. */
export function HarvestPage() {
  const { t } = useProductionTranslation();
  const { lotId = '' } = useParams();
  const lot = useSeedLot(lotId);

  if (lot.isPending) return <LoadingLot />;
  const refusal = lot.data ? harvestRefusal(lot.data.lot.lot_type, lot.data.lot.status) : P.notFound;
  if (!lot.data || refusal || lot.data.lot.deleted_at) {
    return <RefusedLot title={t('flows.harvest.title')} reason={refusal ?? P.notFound} />;
  }
  return <HarvestForm detail={lot.data} />;
}

function HarvestForm({ detail }: { detail: SeedLotDetail }) {
  const { t } = useProductionTranslation();
  const navigate = useNavigate();
  const harvest = useRecordHarvest();
  const { lot, farms } = detail;
  const form = useSchemaForm<HarvestFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toHarvestInput,
    fieldOf: FIELD_OF,
    defaultValues: {
      harvestDate: todayIso(),
      packagingType: lot.packaging_type ?? HARVEST_DEFAULTS.packagingType,
      totalYield: '',
      packSize: lot.pack_size == null ? '' : String(lot.pack_size),
      unit: lot.pack_unit && lot.pack_unit !== 'packages' ? lot.pack_unit : HARVEST_DEFAULTS.unit,
      notes: '',
    },
  });

  const submit = (body: unknown) =>
    harvest.mutate(
      { params: { id: lot.id }, body: body as HarvestCreateInput },
      {
        onSuccess: () => {
          notify('success', P.harvested);
          navigate(`/seed-lots/${lot.id}`);
        },
        onError: (e) => {
          notify('error', P.harvestFailed, e.message);
          form.setError('root.server', { message: e.message });
        },
      },
    );

  const info: [string, string][] = [
    [t('flows.harvest.crop'), lot.crop_name],
    [t('flows.harvest.variety'), lot.variety_name ?? '—'],
    [t('flows.harvest.plantingDate'), lot.planting_date ? formatDate(`${lot.planting_date}T12:00:00`) : '—'],
    [t('flows.harvest.farm'), farms.map((f) => f.name).join(', ') || '—'],
    [t('flows.harvest.packSize'), packageFormat({ size: lot.pack_size, unit: lot.pack_unit }, packageWords(t)) || '—'],
  ];

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6 p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
        {t('flows.harvest.title')}
      </h1>
      <Card title={`${t('flows.harvest.lotInfo')} ${lot.id}`}>
        <dl className="grid gap-2 sm:grid-cols-2">
          {info.map(([label, value]) => (
            <div key={label} className="text-sm">
              <dt className="text-gray-500">{label}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
          <div className="text-sm">
            <dt className="text-gray-500">{t('flows.harvest.status')}</dt>
            <dd>
              <LotStatusBadge status={lot.status} />
            </dd>
          </div>
        </dl>
      </Card>
      <Card>
        <Form form={form} onSubmit={submit} className="space-y-4" unexpectedErrorMessage={t('common.unexpected')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput<HarvestFormValues>
              name="harvestDate"
              label={t('flows.harvest.harvestDate')}
              type="date"
              // the date picker offers only days a harvest can have happened on (checked again by the API)
              min={lot.planting_date ?? undefined}
              max={todayIso()}
            />
            <FormSelect<HarvestFormValues>
              name="packagingType"
              label={t('flows.harvest.packagingType')}
              options={CONTAINERS.map((c) => ({ value: c, label: t(`containers.${c}`) }))}
            />
            <FormInput<HarvestFormValues>
              name="totalYield"
              label={t('flows.harvest.totalYield')}
              type="number"
              inputMode="decimal"
              min={HARVEST_DEFAULTS.min}
              step={HARVEST_DEFAULTS.step}
            />
            <FormInput<HarvestFormValues>
              name="packSize"
              label={t('flows.harvest.packSizeField')}
              type="number"
              inputMode="decimal"
              min={HARVEST_DEFAULTS.min}
              step={HARVEST_DEFAULTS.step}
            />
            <FormSelect<HarvestFormValues>
              name="unit"
              label={t('flows.harvest.unit')}
              options={PACK_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
            />
          </div>
          <FormTextarea<HarvestFormValues> name="notes" label={t('flows.harvest.notes')} />
          <FormError />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => navigate(`/seed-lots/${lot.id}`)}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" disabled={harvest.isPending}>
              {harvest.isPending ? t('flows.harvest.processing') : t('flows.harvest.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
