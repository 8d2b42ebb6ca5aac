import { Button, Flex, theme } from 'antd';
import { PlusSquareOutlined } from '@ant-design/icons';
import { isComprehensiveSubject, PageAddMessages, type TBankItem, type TSubjectScope } from '@zuoyeben/shared';
import { useAddPage } from '../hooks/use-add-page';

interface AddPageBarProps {
  /** The questions on this page of the list. */
  items: readonly TBankItem[];
  scope: TSubjectScope;
}

/**
 * 本页全部加入试题篮 above the list (spec 02 §5): the page guards first (暂无试题, a formula error, none of the
 * period, another subject, a missing answer), then the 温馨提示 confirmation, then one call; items already in the
 * basket are skipped by the server. Hidden for the comprehensive subject (spec 02 §6).
 */
export function AddPageBar({ items, scope }: AddPageBarProps) {
  const { token } = theme.useToken();
  const addPage = useAddPage(scope);
  if (isComprehensiveSubject(scope.km)) return null;
  return (
    <Flex justify="flex-end" style={{ marginBottom: token.marginSM }}>
      <Button icon={<PlusSquareOutlined />} loading={addPage.isPending} onClick={() => addPage.run(items, PageAddMessages.confirm)}>本页全部加入试题篮</Button>
    </Flex>
  );
}
