import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Flex, Select, Typography } from 'antd';
import { PeriodNames, type GradeCode, type PeriodCode, type TGradeClassKm, type TTeachingScopeItem } from '@zuoyeben/shared';
import { useGradeClassKm } from '../api/scope/get-grade-class-km';
import { scopeGradeOf, useTeachingScope } from '../api/scope/get-teaching-scope';
import { useSaveTeachingScope } from '../api/scope/save-teaching-scope';

interface ScopeSubject {
  period: PeriodCode;
  km: string;
  grades: { gradeCode: GradeCode; gradeName: string }[];
}

/** Each subject taught, with the grades where the teacher has a class of it (from the grade → class → subject tree). */
export function subjectsOf(tree: TGradeClassKm['list']): ScopeSubject[] {
  const subjects: ScopeSubject[] = [];
  for (const grade of tree) {
    for (const km of new Set(grade.classes.flatMap((c) => c.subjects))) {
      let s = subjects.find((x) => x.period === grade.period && x.km === km);
      if (!s) subjects.push((s = { period: grade.period, km, grades: [] }));
      s.grades.push({ gradeCode: grade.gradeCode, gradeName: grade.gradeName });
    }
  }
  return subjects;
}

const keyOf = (s: { period: string; km: string }) => `${s.period}${s.km}`;

/**
 * 备课范围 on the teaching-info page: per subject taught, the grade the teacher prepares for; the question bank opens
 * filtered to it (docs/product-decisions.md, teaching scope).
 */
export function TeachingScopeCard() {
  const { message } = App.useApp();
  const tree = useGradeClassKm();
  const scope = useTeachingScope();
  const save = useSaveTeachingScope();
  const subjects = useMemo(() => subjectsOf(tree.data?.list ?? []), [tree.data]);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  useEffect(() => {
    setChosen(Object.fromEntries(subjects.map((s) => [keyOf(s), scopeGradeOf(scope.data, s.period, s.km) ?? ''])));
  }, [subjects, scope.data]);

  const submit = () => {
    const list: TTeachingScopeItem[] = subjects.flatMap((s) => {
      const gradeCode = chosen[keyOf(s)];
      return gradeCode ? [{ period: s.period, km: s.km, gradeCode: gradeCode as GradeCode }] : [];
    });
    save.mutateAsync(list).then(() => void message.success('保存成功'), () => undefined);
  };

  return (
    <Card title="备课范围" loading={tree.isLoading} extra={subjects.length > 0 && <Button type="primary" loading={save.isPending} onClick={submit}>保存</Button>}>
      <Typography.Paragraph type="secondary">为每个任教学科选择正在备课的年级，题库选题时默认按该年级筛选。</Typography.Paragraph>
      {subjects.length === 0 ? (
        <Empty description="添加教学信息并加入班级后，可在此设置备课范围" />
      ) : (
        <Flex vertical gap={12}>
          {subjects.map((s) => (
            <Flex key={keyOf(s)} align="center" gap={12}>
              <span style={{ width: 96 }}>{PeriodNames[s.period]}{s.km}</span>
              <Select
                aria-label={`${PeriodNames[s.period]}${s.km}备课年级`}
                style={{ width: 160 }}
                value={chosen[keyOf(s)] ?? ''}
                options={[{ value: '', label: '不限年级' }, ...s.grades.map((g) => ({ value: g.gradeCode, label: g.gradeName }))]}
                onChange={(v: string) => setChosen((prev) => ({ ...prev, [keyOf(s)]: v }))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
