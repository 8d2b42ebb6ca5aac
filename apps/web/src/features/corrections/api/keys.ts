/** Query keys of the correction book; every mutation invalidates the whole ['corrections'] family. */
export const correctionKeys = {
  all: ['corrections'] as const,
  list: (body: object) => ['corrections', 'list', body] as const,
  detail: (workGuid: string, classGuid?: string) => ['corrections', 'detail', workGuid, classGuid ?? ''] as const,
  classStudents: (workGuid: string, classGuid: string) => ['corrections', 'class', workGuid, classGuid] as const,
};
