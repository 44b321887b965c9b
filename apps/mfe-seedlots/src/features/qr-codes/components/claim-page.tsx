import { loadApiContract } from '@seed/auth';
import type { ClaimRedeemed, ClaimRedeemInput } from '@seed/domain';
import { Button, Card, Form, FormError, FormInput, FormSelect, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useQrTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import { useSeedLots } from '../../lots/api/get-seed-lots';
import { useRedeemClaim } from '../../lots/api/lot-mutations';

const loadSchema = async () => (await loadApiContract()).ClaimRedeem;

interface ClaimFormValues {
  code: string;
  sourceLotId: string;
}

/**
 * /seed-lots/claim: the supplier of an unregistered source redeems the buyer's claim code, so
 * their organization becomes the lot's recorded origin, optionally with one of their own lots as
 * its source (the lineage continues upstream; the buyer keeps the quantity).
 */
export function ClaimPage() {
  const { t } = useQrTranslation();
  const redeem = useRedeemClaim();
  const ownLots = useSeedLots({ tab: 'overview', limit: 100 });
  const [claimed, setClaimed] = useState<ClaimRedeemed | null>(null);
  const form = useSchemaForm<ClaimFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: (v): ClaimRedeemInput => ({ code: v.code, source_lot_id: v.sourceLotId || null }),
    fieldOf: { source_lot_id: 'sourceLotId' },
    defaultValues: { code: '', sourceLotId: '' },
  });

  const submit = (body: unknown) =>
    redeem.mutate(
      { body: body as ClaimRedeemInput },
      {
        onSuccess: (result) => setClaimed(result),
        onError: (e) => form.setError('root.server', { message: e.message }),
      },
    );

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('claim.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('claim.subtitle')}</p>
      </div>
      {claimed ? (
        <Card title={t('claim.doneTitle')}>
          <p className="text-sm text-gray-800" role="status">
            {t('claim.done', {
              id: claimed.seed_lot_id,
              crop: claimed.crop_name,
              variety: claimed.variety_name ?? t('common.unknownVariety'),
            })}
          </p>
          {claimed.linked_source_lot_id && (
            <p className="mt-2 text-sm text-gray-700">{t('claim.linked', { id: claimed.linked_source_lot_id })}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                setClaimed(null);
                form.reset();
              }}
            >
              {t('claim.another')}
            </Button>
            <Link className="text-sm font-medium text-green-700 underline" to="/seed-lots">
              {t('claim.backToLots')}
            </Link>
          </div>
        </Card>
      ) : (
        <Card>
          <Form form={form} onSubmit={submit} className="space-y-4" unexpectedErrorMessage={t('common.unexpected')}>
            <FormInput<ClaimFormValues>
              name="code"
              label={t('claim.code')}
              placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint={t('claim.codeHint')}
            />
            <FormSelect<ClaimFormValues>
              name="sourceLotId"
              label={t('claim.sourceLot')}
              hint={t('claim.sourceLotHint')}
              options={[
                { value: '', label: t('claim.noSourceLot') },
                ...(ownLots.data?.items ?? [])
                  .filter((lot) => lot.is_grower)
                  .map((lot) => ({
                    value: lot.id,
                    label: `${lot.id} · ${lot.crop_name} - ${lot.variety_name ?? t('common.unknownVariety')}`,
                  })),
              ]}
            />
            <FormError />
            <div className="flex justify-end">
              <Button type="submit" loading={redeem.isPending}>
                {t('claim.submit')}
              </Button>
            </div>
          </Form>
        </Card>
      )}
    </section>
  );
}
