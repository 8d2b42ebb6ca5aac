import { App, Button, Flex, theme } from 'antd';
import { PlusSquareOutlined } from '@ant-design/icons';
import {
  checkPageAdd,
  hasFormulaError,
  isComprehensiveSubject,
  PageAddMessages,
  type TBankItem,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { formulaRenders } from '@/components/rich-text';
import { useAddPageToBasket } from '../api/add-page-to-basket';

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
  const { message, modal } = App.useApp();
  const addPage = useAddPageToBasket(scope);
  if (isComprehensiveSubject(scope.km)) return null;

  const add = () => {
    const check = checkPageAdd(items, scope, (item) => hasFormulaError(item, formulaRenders));
    if (!check.ok) {
      message.warning(check.message);
      return;
    }
    modal.confirm({
      title: PageAddMessages.title,
      content: PageAddMessages.confirm,
      onOk: async () => {
        try {
          await addPage.mutateAsync(check.items.map(({ itemGuid, itemVersion, itemTypeGuid }) => ({ itemGuid, itemVersion, itemTypeGuid })));
          message.success(PageAddMessages.done);
        } catch {
          // The API client has shown the server's refusal.
        }
      },
    });
  };

  return (
    <Flex justify="flex-end" style={{ marginBottom: token.marginSM }}>
      <Button icon={<PlusSquareOutlined />} loading={addPage.isPending} onClick={add}>本页全部加入试题篮</Button>
    </Flex>
  );
}
