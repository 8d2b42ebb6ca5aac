import { App } from 'antd';
import { checkPageAdd, hasFormulaError, PageAddMessages, type TBankItem, type TSubjectScope } from '@zuoyeben/shared';
import { formulaRenders } from '@/components/rich-text';
import { useAddPageToBasket } from '../api/add-page-to-basket';

type BatchItem = Pick<TBankItem, 'itemGuid' | 'itemVersion' | 'itemTypeGuid' | 'stem' | 'options' | 'subItems' | 'answer' | 'period' | 'km'>
  & { score?: number };

/**
 * 本页全部加入试题篮 and 全部加入试题篮 (spec 02 §5): the page guards (暂无试题, a formula error, none of the period,
 * another subject, a missing answer), then the 温馨提示 confirmation with `confirm`, then one call and 操作成功！;
 * items already in the basket are skipped by the server.
 */
export function useAddPage(scope: TSubjectScope) {
  const { message, modal } = App.useApp();
  const add = useAddPageToBasket(scope);
  const run = (items: readonly BatchItem[], confirm: string) => {
    const check = checkPageAdd(items, scope, (item) => hasFormulaError(item, formulaRenders));
    if (!check.ok) {
      message.warning(check.message);
      return;
    }
    modal.confirm({
      title: PageAddMessages.title,
      content: confirm,
      onOk: async () => {
        try {
          await add.mutateAsync(check.items.map(({ itemGuid, itemVersion, itemTypeGuid, score }) => ({ itemGuid, itemVersion, itemTypeGuid, score })));
          message.success(PageAddMessages.done);
        } catch {
          // The API client has shown the server's refusal.
        }
      },
    });
  };
  return { run, isPending: add.isPending };
}
