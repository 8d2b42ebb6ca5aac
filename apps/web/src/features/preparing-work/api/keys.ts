/** Query keys of 备课: every mutation refreshes the lists and the paper's latest preparation. */
export const preparingKeys = {
  all: ['preparing-work'] as const,
  list: (params: object) => [...preparingKeys.all, 'list', params] as const,
  ofPaper: (paperGuid: string) => [...preparingKeys.all, 'paper', paperGuid] as const,
};
