import { answerLetters, type TPaperLayout, type TSavePaperRequest } from '@zuoyeben/shared';

/**
 * The save payload of spec 02 §3 ("Paper structure for saving") from the layout as shown: per section its type and
 * questions (th, itemGuid, itemVersion, Score, source, answerAreaHeight), the total mark, the multi-select rules by
 * question number, and the print settings.
 */
export function toSavePayload(layout: TPaperLayout, extra: { gradeCode?: string | null } = {}): TSavePaperRequest {
  const items = layout.groups.flatMap((g) => g.items);
  return {
    period: layout.period as TSavePaperRequest['period'],
    km: layout.km,
    paperGuid: layout.paperGuid,
    title: layout.title,
    number: items.length,
    difficulty: layout.difficulty?.name,
    mark: layout.totalScore,
    ...(extra.gradeCode ? { gradeCode: extra.gradeCode } : {}),
    ...layout.settings,
    structureData: layout.groups.map((g) => ({
      itemTypeGuid: g.itemTypeGuid,
      items: g.items.map((i) => ({ th: i.th, itemGuid: i.itemGuid, itemVersion: i.itemVersion, Score: i.score, source: i.source,
        answerAreaHeight: i.answerAreaHeight })),
    })),
    multSettings: items.filter((i) => i.multSetting && !i.multSetting.isDefault).map((i) => ({
      th: i.th,
      score: i.score,
      answer: [...answerLetters(i.answer.join(''))].join(''),
      ...i.multSetting!,
    })),
  };
}
