import { ApiError } from '@seed/auth';
import type { SeedLotDetail } from '@seed/domain';
import { Button, Card, Dialog, notify } from '@seed/ui';
import { ClaimCodePanel } from '../claim-code-panel';
import { useState } from 'react';
import { useLotsTranslation } from '../../i18n';
import { useNewClaimCode, useRevokeClaimCode } from '../../api/lot-mutations';
import { displayDate } from './derived';

type Claim = NonNullable<SeedLotDetail['claim']>;

export interface ClaimCardProps {
  lotId: string;
  claim: Claim;
  /** A lot in the trash: its code does not work, so none is issued. */
  deleted: boolean;
}

/**
 * The grower's "Supplier claim" card of an unregistered source: who claimed it, or whether a
 * code is active, with a new code (shown once, in a dialog) and revocation.
 */
export function ClaimCard({ lotId, claim, deleted }: ClaimCardProps) {
  const { t } = useLotsTranslation();
  const newCode = useNewClaimCode();
  const revoke = useRevokeClaimCode();
  const [code, setCode] = useState<string | null>(null);
  const claimed = claim.redeemed_at !== null || claim.origin_organization_name !== null;
  const failure = (message: string) => (error: unknown) =>
    notify('error', message, error instanceof ApiError ? error.message : undefined);

  const issue = () =>
    newCode.mutate(
      { params: { id: lotId } },
      {
        onSuccess: (issued) => setCode(issued.claim_code),
        onError: failure(t('detail.claim.newFailed')),
      },
    );
  const revokeCode = () =>
    revoke.mutate(
      { params: { id: lotId } },
      {
        onSuccess: () => notify('success', t('detail.claim.revoked')),
        onError: failure(t('detail.claim.revokeFailed')),
      },
    );

  return (
    <Card title={t('detail.claim.title')} description={t('detail.claim.description')} data-testid="claim-card">
      {claimed ? (
        <p className="text-sm text-gray-900">
          {claim.redeemed_at
            ? t('detail.claim.claimedBy', {
                name: claim.origin_organization_name ?? t('detail.claim.someOrganization'),
                date: displayDate(claim.redeemed_at),
              })
            : t('detail.claim.claimedByNoDate', { name: claim.origin_organization_name })}
        </p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-gray-900">
            {claim.has_active_code ? t('detail.claim.active') : t('detail.claim.noActive')}
          </p>
          {!deleted && (
            <>
              {claim.has_active_code && <p className="text-xs text-gray-600">{t('detail.claim.replaceHint')}</p>}
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={issue} loading={newCode.isPending}>
                  {t('detail.claim.newCode')}
                </Button>
                {claim.has_active_code && (
                  <Button size="sm" variant="secondary" onClick={revokeCode} loading={revoke.isPending}>
                    {t('detail.claim.revoke')}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      )}
      <ClaimCodeDialog lotId={lotId} code={code} onClose={() => setCode(null)} />
    </Card>
  );
}

/** The new code, shown this once (the panel the Add Unregistered Source dialog shows too). */
function ClaimCodeDialog({ lotId, code, onClose }: { lotId: string; code: string | null; onClose: () => void }) {
  const { t } = useLotsTranslation();
  return (
    <Dialog
      open={code !== null}
      onClose={onClose}
      title={t('detail.claim.dialogTitle', { id: lotId })}
      closeLabel={t('detail.claim.close')}
      footer={<Button onClick={onClose}>{t('detail.claim.done')}</Button>}
    >
      {code && <ClaimCodePanel code={code} lotId={lotId} />}
    </Dialog>
  );
}
