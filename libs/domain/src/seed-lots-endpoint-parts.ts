// What the seed-lot endpoints and the production endpoints (the same /api/v1/seed-lots routes,
// a slice of their own so a list page does not build the production schemas) declare alike.
import { ErrorBody } from './platform';
import { SEED_LOT_MESSAGES as M } from './seed-lots-rules';

export const tags = ['seed-lots'] as const;
export const LOT_ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
export const notFound = { description: M.notFound, schema: ErrorBody };
export const invalid = { description: 'Validation failed (spec 2 §5 message)', schema: ErrorBody };
export const notGrower = { description: M.notGrower, schema: ErrorBody };
