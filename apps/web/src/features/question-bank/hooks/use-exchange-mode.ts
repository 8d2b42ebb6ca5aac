import { createContext, useContext } from 'react';

/** Replace mode of the bank screen (spec 02 §2 query exchange=1&exchangeGuid=…&itemTypeGuid=…, §4). */
export interface ExchangeMode {
  /** The basket item being replaced. */
  beforeItemGuid: string;
  /** Its type: the list starts filtered to it. */
  itemTypeGuid?: number;
  /** Called once the replacement is saved: back to where the teacher came from. */
  onReplaced(): void;
}

/** The query value of exchange that means "replace a question" (2 means "add"). */
export const EXCHANGE_REPLACE = '1';

/** The replace mode a bank URL asks for, or null. */
export function exchangeQueryOf(params: URLSearchParams): Omit<ExchangeMode, 'onReplaced'> | null {
  const beforeItemGuid = params.get('exchangeGuid');
  if (params.get('exchange') !== EXCHANGE_REPLACE || !beforeItemGuid) return null;
  const type = Number(params.get('itemTypeGuid'));
  return { beforeItemGuid, itemTypeGuid: Number.isInteger(type) && type > 0 ? type : undefined };
}

export const ExchangeModeContext = createContext<ExchangeMode | null>(null);

/** The replace mode of the screen, or null in the ordinary bank. */
export function useExchangeMode(): ExchangeMode | null {
  return useContext(ExchangeModeContext);
}
