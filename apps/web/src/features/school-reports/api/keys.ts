/** Query keys of the reports menu: everything under ['school-reports', page]. */
export const schoolReportsKeys = {
  all: ['school-reports'] as const,
  page: (page: string) => ['school-reports', page] as const,
};
