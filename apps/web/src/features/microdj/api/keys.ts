/** Query keys of 精准教学: everything under ['microdj']. */
export const microdjKeys = {
  all: ['microdj'] as const,
  of: (name: string, input: unknown) => ['microdj', name, input] as const,
};
