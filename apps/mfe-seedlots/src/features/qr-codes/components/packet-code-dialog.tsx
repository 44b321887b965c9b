import { ApiError, loadApiContract } from '@seed/auth';
import { VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import { Badge, Button, Dialog, ErrorBanner, Form, FormError, FormTextarea, Input, notify } from '@seed/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useQrTranslation } from '../i18n';
import { usePacketCode } from '../api/get-packet-code';
import { type DeactivateValues, useDeactivateCodeForm } from './reason-form';

/**
 * Deactivate one packet's code (misuse, Terms of Service): the manager types the number printed on
 * the label ("Packet 7 of 300"), sees that packet's code and status, and confirms with a reason.
 * The packet's scans then answer as a code that is not ours; the lot's other packets are untouched.
 */
export function DeactivatePacketCodeDialog({
  lotId,
  packets,
  onClose,
}: {
  lotId: string;
  /** How many packets the lot has (the hint's upper bound), when known. */
  packets: number | null;
  onClose(): void;
}) {
  const { t } = useQrTranslation();
  const findId = useId();
  const deactivateId = useId();
  const numberField = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState('');
  const [serial, setSerial] = useState<number | null>(null);
  const [numberError, setNumberError] = useState<string | undefined>();
  const { form, submit, pending } = useDeactivateCodeForm();
  const { setFocus, clearErrors } = form;
  const packet = usePacketCode(lotId, serial);
  const found = packet.data;

  // A number without a code (404) or refused (400) belongs to the number field, in the API's words.
  const lookupError =
    packet.error instanceof ApiError && (packet.error.status === 404 || packet.error.status === 400)
      ? packet.error.message
      : undefined;
  useEffect(() => {
    if (lookupError) numberField.current?.focus();
  }, [lookupError]);
  // Once the packet is shown, the keyboard goes on to its reason.
  useEffect(() => {
    if (found?.status === 'active') setFocus('reason');
  }, [found?.id, found?.status, setFocus]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const { QrPacketParams } = await loadApiContract();
    const parsed = QrPacketParams.safeParse({ lotId, serial: number.trim() });
    if (!parsed.success) {
      setNumberError(parsed.error.issues[0]?.message);
      numberField.current?.focus();
      return;
    }
    setNumberError(undefined);
    clearErrors();
    setSerial(parsed.data.serial);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('qr.packetDeactivate.title', { id: lotId })}
      description={t('qr.packetDeactivate.description')}
      closeLabel={t('qr.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('qr.cancel')}
          </Button>
          {found?.status === 'active' && (
            <Button type="submit" form={deactivateId} variant="danger" loading={pending}>
              {t('qr.packetDeactivate.confirm', { serial: found.serial })}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <form
          id={findId}
          noValidate
          role="search"
          aria-label={t('qr.packetDeactivate.find')}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => void find(e)}
        >
          <Input
            ref={numberField}
            className="sm:flex-1"
            label={t('qr.packetDeactivate.number')}
            hint={
              packets === null
                ? t('qr.packetDeactivate.numberHintUnknown')
                : t('qr.packetDeactivate.numberHint', { count: packets })
            }
            error={numberError ?? lookupError}
            value={number}
            onChange={(e) => {
              setNumber(e.target.value);
              setSerial(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            aria-required="true"
          />
          <Button type="submit" variant="secondary" loading={packet.isFetching}>
            {t('qr.packetDeactivate.find')}
          </Button>
        </form>
        {packet.isError && !lookupError && <ErrorBanner message={packet.error.message} />}
        {found && (
          <section
            aria-label={t('qr.packetDeactivate.packet', { serial: found.serial })}
            className="space-y-3 rounded-md border border-gray-200 p-3"
            data-testid="packet-code"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-sm font-semibold text-gray-900">
                {t('qr.packetDeactivate.packet', { serial: found.serial })}
              </h3>
              <Badge tone={found.status === 'active' ? 'green' : 'red'}>{t(`qr.status.${found.status}`)}</Badge>
            </div>
            <p className="text-sm break-all text-gray-700">{found.url}</p>
            {found.status === 'active' ? (
              <Form
                id={deactivateId}
                form={form}
                className="space-y-3"
                onSubmit={submit(found.id, () => {
                  notify('success', t('qr.packetDeactivate.done', { serial: found.serial }));
                  onClose();
                })}
              >
                <FormError />
                <p className="text-sm text-gray-700">{t('qr.packetDeactivate.warning')}</p>
                <FormTextarea<DeactivateValues>
                  name="reason"
                  label={t('qr.packetDeactivate.reason')}
                  hint={t('qr.packetDeactivate.reasonHint', { max: LIMITS.deactivationReasonMaxLength })}
                  maxLength={LIMITS.deactivationReasonMaxLength}
                  aria-required="true"
                />
              </Form>
            ) : (
              <p className="text-sm text-gray-700">
                {t('qr.code.deactivatedReason', { reason: found.deactivatedReason ?? '' })}
              </p>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
