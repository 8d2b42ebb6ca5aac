import type { PaperPrintSettings, PrintPaper, TPaperLayout } from '@zuoyeben/shared';

/** The layout as the shared print layout (rules/paper-print) takes it: the same input the server's PDF is made from. */
export function toPrintPaper(layout: TPaperLayout): PrintPaper {
  return {
    title: layout.title,
    groups: layout.groups.map((g) => ({
      name: g.itemTypeName,
      items: g.items.map((i) => ({
        type: i.itemTypeGuid, stem: i.stem, options: i.options, answer: i.answer, explanation: i.explanation, score: i.score,
        answerAreaHeight: i.answerAreaHeight, subItems: i.subItems,
      })),
    })),
  };
}

export const printSettingsOf = (layout: TPaperLayout) => layout.settings as PaperPrintSettings;
