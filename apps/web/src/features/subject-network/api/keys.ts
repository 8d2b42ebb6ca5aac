/** Query keys of 学科网题库: everything under ['subject-network']. */
export const subjectNetworkKeys = {
  all: ['subject-network'] as const,
  of: (name: string, input: unknown) => ['subject-network', name, input] as const,
};
