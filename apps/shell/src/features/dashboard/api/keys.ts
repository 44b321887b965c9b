/** Query keys of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};
