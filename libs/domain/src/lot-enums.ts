// The enum schemas other slices' schemas share (a manifest's lot type and unit, a lot's quality
// and class), apart from the slices that own them: a slice's schemas are built when a page first
// calls it, and the transactions or certification slice need these few, not every seed-lots or
// testing schema. seed-lots.ts and testing.ts re-export them under the same names.
import { z } from 'zod';
import { LOT_TYPES, MANIFEST_STATUSES, MANIFEST_TYPES, QUANTITY_UNITS, SEED_LOT_MESSAGES } from './seed-lots-rules';
import { LOT_QUALITY_STATUSES, SEED_CLASSES, TESTING_MESSAGES } from './testing-rules';

export const LotTypeEnum = z.enum(LOT_TYPES);
export const QuantityUnitEnum = z.enum(QUANTITY_UNITS, { error: SEED_LOT_MESSAGES.unitInvalid });
export const ManifestTypeEnum = z.enum(MANIFEST_TYPES);
export const ManifestStatusEnum = z.enum(MANIFEST_STATUSES);
export const LotQualityStatusEnum = z.enum(LOT_QUALITY_STATUSES);
export const SeedClassEnum = z.enum(SEED_CLASSES, { error: TESTING_MESSAGES.classRequired });
