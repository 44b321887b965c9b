/** Query keys of the members screen. */
export const membersKeys = {
  all: ['organization-members'] as const,
};
