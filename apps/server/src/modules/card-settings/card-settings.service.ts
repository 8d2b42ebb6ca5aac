import {
  ANSWER_CARD_COLUMN_CHOICES,
  ANSWER_CARD_LAYOUT_VERSION,
  CardSettingsMessages,
  isSchoolAdmin,
  type AnswerCardLayout,
  type TAnswerCardSettings,
  type TAnswerCardTemplates,
  type TExportAnswerConfig,
  type TSaveAnswerCardSettingsRequest,
  type TSaveScanSettingsRequest,
  type TScanSettings,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { paperCardLayout } from '../paper-print/paper-print.service.js';
import { answerCardOptionsOf, cardSettingsRepository, scanSettingsOf } from './card-settings.repository.js';

const configUrlOf = (workGuid: string) => `/api/TemplateImage/AnswerConfigFile?jobKey=${encodeURIComponent(workGuid)}`;

async function templateLayout(db: Db, actor: Actor, workGuid: string): Promise<{ name: string; layout: AnswerCardLayout }> {
  const work = await cardSettingsRepository.template(db, actor.schoolId, workGuid);
  if (!work) throw notFound(CardSettingsMessages.templateNotFound);
  const layout = await paperCardLayout(db, actor.schoolId, work.paperGuid, await answerCardOptionsOf(db, actor.schoolId));
  if (!layout) throw notFound(CardSettingsMessages.templateNotFound);
  return { name: work.name, layout };
}

/**
 * 答题卡 and 机阅设置 (spec 03 §2.9): every member of the school reads them; only its administrators (Salesman,
 * Collector) change them.
 */
export const cardSettingsService = {
  async cardSettings(db: Db, actor: Actor): Promise<TAnswerCardSettings> {
    guardMember(actor);
    return { ...(await answerCardOptionsOf(db, actor.schoolId)), canEdit: isSchoolAdmin(actor.role), columnChoices: ANSWER_CARD_COLUMN_CHOICES };
  },

  async saveCardSettings(db: Db, actor: Actor, body: TSaveAnswerCardSettingsRequest): Promise<TAnswerCardSettings> {
    guardMember(actor, { admin: true });
    await cardSettingsRepository.save(db, actor.schoolId, actor.userId, body);
    return this.cardSettings(db, actor);
  },

  async scanSettings(db: Db, actor: Actor): Promise<TScanSettings> {
    guardMember(actor);
    const s = await scanSettingsOf(db, actor.schoolId);
    return { reviewType: s.reviewType, studentIdDigits: s.studentIdDigits, bandLow: s.band.low, bandHigh: s.band.high, canEdit: isSchoolAdmin(actor.role) };
  },

  async saveScanSettings(db: Db, actor: Actor, body: TSaveScanSettingsRequest): Promise<TScanSettings> {
    guardMember(actor, { admin: true });
    await cardSettingsRepository.save(db, actor.schoolId, actor.userId, body);
    return this.scanSettings(db, actor);
  },

  /** The school's card works with the sheets their card prints on under the school's defaults. */
  async templates(db: Db, actor: Actor, q: { pageIndex: number; pageSize: number; workName?: string }): Promise<TAnswerCardTemplates> {
    guardMember(actor);
    const options = await answerCardOptionsOf(db, actor.schoolId);
    const [total, rows] = await cardSettingsRepository.templates(db, actor.schoolId, q);
    const list = [];
    for (const r of rows) {
      const layout = await paperCardLayout(db, actor.schoolId, r.paperGuid, options);
      list.push({
        workGuid: r.guid,
        workName: r.name,
        workCode: r.workCode ?? '',
        workType: r.workType,
        km: r.km,
        paperGuid: r.paperGuid,
        ...options,
        pages: layout?.pages.length ?? 0,
        version: ANSWER_CARD_LAYOUT_VERSION,
        createdAt: new Date(r.createdAt).toISOString(),
      });
    }
    return { total, list };
  },

  /** GetExportAnswerConfig (spec 03 §7.4): where the card's layout configuration is downloaded, and its summary. */
  async exportConfig(db: Db, actor: Actor, jobKey: string): Promise<TExportAnswerConfig> {
    guardMember(actor);
    const { name, layout } = await templateLayout(db, actor, jobKey);
    return {
      configUrl: configUrlOf(jobKey),
      fileName: `${name}（答题卡配置）.json`,
      version: layout.version,
      ...layout.options,
      pages: layout.pages.length,
    };
  },

  /** The layout configuration itself: every box in millimetres, as the PDF draws it and the reader reads it. */
  async configFile(db: Db, actor: Actor, jobKey: string): Promise<{ fileName: string; json: string }> {
    guardMember(actor);
    const { name, layout } = await templateLayout(db, actor, jobKey);
    return { fileName: `${name}（答题卡配置）.json`, json: JSON.stringify({ workGuid: jobKey, ...layout }, null, 2) };
  },
};
