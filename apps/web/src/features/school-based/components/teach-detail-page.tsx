import { Breadcrumb, Card, Flex, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { BasketDock, useBasket } from '@/features/question-bank';
import { useGuidanceChoice } from '../hooks/use-guidance-choice';
import { TeachGuidanceView } from './teach-guidance-view';
import { WithSelectedScope } from './selected-scope';

function TeachDetail({ scope }: { scope: TSubjectScope }) {
  const [params, setParams] = useSearchParams();
  const basket = useBasket(scope);
  const choice = useGuidanceChoice(scope, params.get('teachingGuidanceGuid'));
  return (
    // The right gutter keeps the floating 试题篮 button off the cards' buttons.
    <Flex vertical gap={12} style={{ paddingInlineEnd: 64 }}>
      <Breadcrumb items={[{ title: <Link to={paths.schoolBased.root.path}>校本作业</Link> }, { title: '教辅详情' }]} />
      {choice.isLoading ? (
        <Card><Skeleton active paragraph={{ rows: 10 }} /></Card>
      ) : (
        <TeachGuidanceView
          key={choice.guid ?? 'none'}
          scope={scope}
          basket={basket.data}
          guidanceGuid={choice.guid}
          initialChapterGuid={choice.chapterGuid}
          // Away from /school-based a chosen book only replaces the one shown (spec 02 §2 go-detail).
          onPick={(m) => {
            choice.remember(m);
            setParams((prev) => ({ ...Object.fromEntries(prev), teachingGuidanceGuid: m.guid, textBookPressName: m.textBookPressName,
              gradeCode: m.gradeCode, km: m.subject, period: m.period }), { replace: true });
          }}
        />
      )}
      <BasketDock scope={scope} basket={basket.data} />
    </Flex>
  );
}

/** 教辅详情 (/school-based/teach-detail?teachingGuidanceGuid=…): a teaching-guidance book by chapter (spec 02 §2). */
export function TeachDetailPage() {
  return <WithSelectedScope render={(scope) => <TeachDetail scope={scope} />} />;
}
