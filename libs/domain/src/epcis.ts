// The EPCIS export's query (issue 31): GET /api/v1/epcis/events takes the parameters of EPCIS 2.0's
// SimpleEventQuery that matter here, named as the standard names them; several values of one
// parameter are separated by '|', as in the standard's REST binding.
import { z } from 'zod';
import { EPCIS_BIZ_STEPS, EPCIS_MESSAGES as M, EPCIS_PAGE, type EpcisBizStep } from './epcis-rules';
import { decimal, text } from './primitives';

const BIZ_STEP_PREFIXES = ['https://ref.gs1.org/cbv/BizStep-', 'urn:epcglobal:cbv:bizstep:'];

/** A business step as CBV 2.0 writes it (bare, or as its web or URN vocabulary URI) → its bare name. */
export function bareBizStep(value: string): EpcisBizStep | null {
  const prefix = BIZ_STEP_PREFIXES.find((p) => value.startsWith(p));
  const bare = prefix ? value.slice(prefix.length) : value;
  return (EPCIS_BIZ_STEPS as readonly string[]).includes(bare) ? (bare as EpcisBizStep) : null;
}

const eventTime = text()
  .max(40)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value),
    M.timeInvalid,
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), M.timeInvalid);

const list = (item: (value: string) => boolean, message: string) =>
  text()
    .max(8000)
    .transform((value) => value.split('|').map((v) => v.trim()))
    .refine((values) => values.length <= 100 && values.every((v) => v !== '' && item(v)), message);

export const EpcisEventsQuery = z.object({
  GE_eventTime: eventTime.optional(),
  LT_eventTime: eventTime.optional(),
  EQ_bizStep: list((v) => bareBizStep(v) !== null, M.bizStepInvalid)
    .transform((values) => [...new Set(values.map((v) => bareBizStep(v)!))])
    .optional(),
  MATCH_anyEPC: list((v) => /^(https?:\/\/|urn:)\S+$/.test(v), M.epcInvalid).optional(),
  perPage: decimal(
    z.number().int(M.pageSizeInvalid).min(1, M.pageSizeInvalid).max(EPCIS_PAGE.maxSize, M.pageSizeInvalid),
    M.pageSizeInvalid,
  ).optional(),
  nextPageToken: text()
    .max(200)
    .refine((value) => /^[A-Za-z0-9_-]+$/.test(value), M.pageTokenInvalid)
    .optional(),
});
export type EpcisEventsQuery = z.output<typeof EpcisEventsQuery>;

export const EpcisLotParams = z.object({ id: text().min(1).max(200) });
