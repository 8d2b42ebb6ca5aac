import { useState } from 'react';
import { Button, Flex } from 'antd';
import { BookOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSubjectScope, TTeachingMaterial } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { useHasTeachGuidance } from '@/features/auth';
import { BasketDock, useBasket } from '@/features/question-bank';
import { useGuidanceChoice } from '../hooks/use-guidance-choice';
import { SchoolPaperLibrary } from './school-paper-library';
import { TeachingMaterialPicker } from './teaching-material-picker';
import { WithSelectedScope } from './selected-scope';

/** The teach-detail link of a chosen book (spec 02 §2 query; gradeCode is the first of the book's grade codes). */
export function teachDetailHref(m: TTeachingMaterial, workType: string | null): string {
  return paths.schoolBased.teachDetail.getHref({
    workType,
    teachingGuidanceGuid: m.guid,
    textBookPressName: m.textBookPressName,
    imgurl: m.coverImage,
    km: m.subject,
    period: m.period,
    paperGuid: m.paperGuid,
    gradeCode: m.gradeCode.split(',')[0],
  });
}

function SchoolBased({ scope }: { scope: TSubjectScope }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const basket = useBasket(scope);
  const hasGuidance = useHasTeachGuidance();
  const choice = useGuidanceChoice(scope, null);
  const [isPickerOpen, setPickerOpen] = useState(false);
  return (
    // The right gutter keeps the floating 试题篮 button off the cards' buttons.
    <Flex style={{ paddingInlineEnd: 64 }}>
      <SchoolPaperLibrary
        scope={scope}
        title="校本试卷"
        extra={hasGuidance && <Button size="small" icon={<BookOutlined />} onClick={() => setPickerOpen(true)}>校本教辅</Button>}
      />
      <TeachingMaterialPicker
        open={isPickerOpen}
        scope={scope}
        currentGuid={choice.guid}
        onClose={() => setPickerOpen(false)}
        onPick={(m) => {
          choice.remember(m);
          navigate(teachDetailHref(m, params.get('workType')));
        }}
      />
      <BasketDock scope={scope} basket={basket.data} />
    </Flex>
  );
}

/** 校本作业 (/school-based): the school paper library, and 校本教辅 choosing a teaching-guidance book (spec 02 §2). */
export function SchoolBasedPage() {
  return <WithSelectedScope render={(scope) => <SchoolBased scope={scope} />} />;
}
