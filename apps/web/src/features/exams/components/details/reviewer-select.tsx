import { Select } from 'antd';
import { useExamTeachers, useSaveThsToTeacher, useSubjectiveThs } from '../../api/reviewers';

/**
 * 阅卷老师 of one subjective question: the creator picks teachers of the school; several split its answers so none is
 * marked twice. Empty means the usual markers (the creator, administrators, the classes' teachers).
 */
export function ReviewerSelect({ workGuid, ruCode, th, editable }: { workGuid: string; ruCode: string; th: number; editable: boolean }) {
  const ths = useSubjectiveThs(workGuid, ruCode);
  const teachers = useExamTeachers(ruCode, editable);
  const save = useSaveThsToTeacher(workGuid, ruCode);
  const current = ths.data?.find((q) => q.th === th)?.reviewers ?? [];
  if (!editable) return <span>{current.map((r) => r.name).join('、') || '—'}</span>;
  return (
    <Select
      mode="multiple"
      aria-label={`第${th}题阅卷老师`}
      placeholder="任课老师均可批阅"
      style={{ minWidth: 220 }}
      loading={ths.isLoading || teachers.isLoading || save.isPending}
      value={current.map((r) => r.userId)}
      options={(teachers.data ?? []).map((t) => ({ value: t.userId, label: t.name }))}
      optionFilterProp="label"
      onChange={(userIds: number[]) => save.mutate({ th, userIds })}
    />
  );
}
