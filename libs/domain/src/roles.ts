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

type OrganizationTypeName = (typeof ORGANIZATION_TYPES)[number];

/** Whether an organization of this type works as a laboratory (the spec's testing agency). */
export const isLaboratory = (type: OrganizationTypeName | null | undefined): boolean => type === 'testing_agency';

/** Whether an organization of this type works as a seed certification agency (the spec's field inspection agency). */
export const isCertificationAgency = (type: OrganizationTypeName | null | undefined): boolean =>
  type === 'field_inspection_agency';

/** Organization statuses (spec 1 §1). */
export const ORGANIZATION_STATUSES = ['active', 'inactive', 'suspended'] as const;
