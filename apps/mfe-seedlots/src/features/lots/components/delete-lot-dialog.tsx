import { DELETE_PHRASES, deleteKindOf, type SeedLotListItem } from '@seed/domain';
import { Button, Dialog, Input, notify } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteLotPermanently, useRestoreLot as useRestore, useSoftDeleteLot } from '../api/lot-mutations';

/**
 * The delete dialog (spec 2 §2): typing 'delete' moves the lot to the trash, 'delete
 * permanently' removes it for good; case does not matter, and Confirm waits for one of them.
 */
export function DeleteLotDialog({ lot, onClose }: { lot: SeedLotListItem; onClose(): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const trash = useSoftDeleteLot();
  const erase = useDeleteLotPermanently();
  const kind = deleteKindOf(typed);

  const confirm = () => {
    if (!kind) return;
    (kind === 'permanent' ? erase : trash).mutate(
      { params: { id: lot.id } },
      {
        onSuccess: () => {
          notify(
            'success',
            kind === 'permanent' ? t('delete.deleted', { id: lot.id }) : t('delete.trashed', { id: lot.id }),
          );
          onClose();
        },
        onError: (e) => notify('error', t('delete.failed'), e.message),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('delete.title', { id: lot.id })}
      description={t('delete.description')}
      closeLabel={t('common.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={!kind} loading={trash.isPending || erase.isPending} onClick={confirm}>
            {kind === 'permanent' ? t('delete.confirmPermanent') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
        <li>{t('delete.softHint', { phrase: DELETE_PHRASES.soft })}</li>
        <li>{t('delete.permanentHint', { phrase: DELETE_PHRASES.permanent })}</li>
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Input
          label={t('delete.typeLabel')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}

/** The restore dialog (spec 2 §2): confirms making the lot active again. */
export function RestoreLotDialog({ lot, onClose }: { lot: SeedLotListItem; onClose(): void }) {
  const { t } = useTranslation();
  const restore = useRestore();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('restore.title', { id: lot.id })}
      description={t('restore.description')}
      closeLabel={t('common.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={restore.isPending}
            onClick={() =>
              restore.mutate(
                { params: { id: lot.id } },
                {
                  onSuccess: () => {
                    notify('success', t('restore.restored', { id: lot.id }));
                    onClose();
                  },
                  onError: (e) => notify('error', t('restore.failed'), e.message),
                },
              )
            }
          >
            {t('restore.confirm')}
          </Button>
        </>
      }
    />
  );
}
