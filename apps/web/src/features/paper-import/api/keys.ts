/** Query keys of the Word paper import. */
export const paperImportKeys = {
  all: ['paper-import'] as const,
  draft: (draftGuid: string) => [...paperImportKeys.all, 'draft', draftGuid] as const,
};
