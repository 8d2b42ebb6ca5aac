import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SCHOOL_OWNED_ITEM_SOURCES, type TSubjectScope } from '@zuoyeben/shared';
import { paths } from '@/config/paths';

/** 新建试题 on the 校本题库 and 我的题库 tabs: the question editor for a new item of that bank. */
export function NewItemButton({ sourceType, scope }: { sourceType: number; scope: TSubjectScope }) {
  const navigate = useNavigate();
  if (!(SCHOOL_OWNED_ITEM_SOURCES as readonly number[]).includes(sourceType)) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />}
      onClick={() => navigate(paths.questionEditor.getHref({ source: sourceType, period: scope.period, km: scope.km }))}>
      新建试题
    </Button>
  );
}
