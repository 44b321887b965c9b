// Plain constants (no zod) so the shell's first download can use them without the schemas.

/** Routes limited to these roles (spec 1 §2, §6). */
export const OPERATIONS_ROLES = ['admin', 'manager'] as const;

/** Organization types (spec 1 §1). */
export const ORGANIZATION_TYPES = [
  'seed_grower',
  'testing_agency',
  'field_inspection_agency',
  'marketplace_vendor',
  'admin',
] as const;

/** Organization statuses (spec 1 §1). */
export const ORGANIZATION_STATUSES = ['active', 'inactive', 'suspended'] as const;
