import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type ItemsQuery = SelectQueryBuilder<Database, 'items', object>;
type Eb = ExpressionBuilder<Database, 'items'>;

/** Which items a caller sees before filters. */
export type ItemScope =
  | { kind: 'platform' }
  | { kind: 'bureau' }
  | { kind: 'school'; schoolId: number }
  | { kind: 'mine'; schoolId: number; userId: number }
  | { kind: 'collected'; schoolId: number; userId: number };

/** Filters after scope resolution: tree guids are already expanded to their descendants. */
export interface ItemFilters {
  period: string;
  km: string;
  chapterGuids?: string[];
  knowledgeGuids?: string[];
  /** getPageItems' options, expanded like knowledgeGuids; a second condition when both are given. */
  optionKnowledgeGuids?: string[];
  type?: number;
  difficulty?: number;
  discrimination?: { min: number; max: number };
  year?: number;
  gradeCode?: string;
  /** Exam area: the item's province list holds every one of these codes. */
  provinceCodes?: string[];
  /** Inclusive dates, YYYY-MM-DD, in China time. */
  startDate?: string;
  endDate?: string;
  /** Hide items this school used already. */
  unusedBySchool?: number;
  keyword?: string;
  /** Items left out, such as the original of a similar list. */
  excludeGuids?: string[];
}

/** LIKE pattern for a literal keyword: % and _ typed by a teacher are not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A keyword as the bank's search columns hold text (migration 20261122T1000_item_search): lower case, spaces
 * collapsed. Its character pairs narrow the rows through the GIN index; LIKE on the plain text confirms the match.
 */
function applyKeyword(q: ItemsQuery, keyword: string): ItemsQuery {
  const text = keyword.toLowerCase().replace(/\s+/g, ' ').trim();
  const chars = [...text];
  const pairs = [...new Set(chars.slice(0, -1).map((c, i) => c + chars[i + 1]).filter((p) => !/\s/.test(p)))];
  if (pairs.length > 0) q = q.where(sql<boolean>`items.search_bigrams @> ARRAY[${sql.join(pairs)}]::text[]`);
  return q.where(sql<boolean>`items.search_text LIKE ${likePattern(text)}`);
}

function applyScope(q: ItemsQuery, scope: ItemScope): ItemsQuery {
  switch (scope.kind) {
    case 'platform':
      return q.where('items.schoolId', 'is', null).where('items.source', '=', 100);
    case 'bureau':
      return q.where('items.schoolId', 'is', null).where('items.source', '=', 400);
    case 'school':
      return q.where('items.schoolId', '=', scope.schoolId).where('items.source', '=', 200);
    case 'mine':
      return q.where('items.schoolId', '=', scope.schoolId).where('items.source', '=', 300).where('items.ownerUserId', '=', scope.userId);
    case 'collected':
      return q.where((eb: Eb) => eb.or([eb('items.schoolId', 'is', null), eb('items.schoolId', '=', scope.schoolId)]))
        .where('items.guid', 'in', (eb) => eb.selectFrom('itemCollections').select('itemCollections.itemGuid')
          .where('itemCollections.userId', '=', scope.userId).where('itemCollections.schoolId', '=', scope.schoolId));
  }
}

function applyFilters(q: ItemsQuery, f: ItemFilters): ItemsQuery {
  q = q.where('items.periodCode', '=', f.period).where('items.km', '=', f.km).where('items.deletedAt', 'is', null);
  if (f.chapterGuids) {
    const guids = f.chapterGuids;
    q = q.where('items.guid', 'in', (eb) => eb.selectFrom('itemChapters').select('itemChapters.itemGuid').where('itemChapters.chapterGuid', 'in', guids));
  }
  for (const guids of [f.knowledgeGuids, f.optionKnowledgeGuids]) {
    if (!guids) continue;
    // No such knowledge point: nothing is tagged with it (and `IN ()` is not SQL).
    q = guids.length === 0
      ? q.where(sql<boolean>`false`)
      : q.where('items.guid', 'in', (eb) => eb.selectFrom('itemKnowledge').select('itemKnowledge.itemGuid').where('itemKnowledge.knowledgeGuid', 'in', guids));
  }
  if (f.type !== undefined) q = q.where('items.type', '=', f.type);
  if (f.difficulty !== undefined) q = q.where('items.difficulty', '=', f.difficulty);
  if (f.discrimination) q = q.where('items.discrimination', '>=', f.discrimination.min).where('items.discrimination', '<', f.discrimination.max);
  if (f.year !== undefined) q = q.where('items.year', '=', f.year);
  if (f.gradeCode) q = q.where('items.gradeCode', '=', f.gradeCode);
  // @> is answered by the GIN index on province_codes.
  if (f.provinceCodes?.length) q = q.where(sql<boolean>`items.province_codes @> ARRAY[${sql.join(f.provinceCodes)}]::text[]`);
  if (f.startDate) q = q.where('items.createdAt', '>=', new Date(`${f.startDate}T00:00:00+08:00`));
  if (f.endDate) q = q.where('items.createdAt', '<', new Date(new Date(`${f.endDate}T00:00:00+08:00`).getTime() + 86_400_000));
  if (f.unusedBySchool !== undefined) {
    const schoolId = f.unusedBySchool;
    q = q.where((eb) => eb.not(eb.exists(eb.selectFrom('itemSchoolUses').select(sql`1`.as('one'))
      .whereRef('itemSchoolUses.itemGuid', '=', 'items.guid').where('itemSchoolUses.schoolId', '=', schoolId))));
  }
  if (f.keyword) q = applyKeyword(q, f.keyword);
  if (f.excludeGuids?.length) q = q.where('items.guid', 'not in', f.excludeGuids);
  return q;
}

export interface BankItemRow {
  guid: string;
  version: number;
  type: number;
  stem: string;
  options: { label: string; text: string }[];
  answer: string[];
  subItems: { type: number; stem: string; options: { label: string; text: string }[]; answer: string[]; explanation?: string }[] | null;
  explanation: string;
  difficulty: number;
  periodCode: string;
  km: string;
  gradeCode: string | null;
  year: number;
  provinceCodes: string[];
  useCount: number;
  scoreRate: number | null;
  schoolRate: number | null;
  discrimination: number | null;
  source: number;
  /** Who may edit the item (the question editor's rules): its school and owner. */
  schoolId: number | null;
  ownerUserId: number | null;
}

/** The columns of a BankItemRow, for every list that shows items like the bank does. */
export const BANK_ITEM_COLUMNS = ['items.guid', 'items.version', 'items.type', 'items.stem', 'items.options', 'items.answer', 'items.subItems',
  'items.explanation', 'items.difficulty', 'items.periodCode', 'items.km', 'items.gradeCode', 'items.year', 'items.provinceCodes',
  'items.useCount', 'items.scoreRate', 'items.schoolRate', 'items.discrimination', 'items.source',
  'items.schoolId', 'items.ownerUserId'] as const;

/** The items of a list: scope, then filters. */
const listed = (db: DbOrTx, scope: ItemScope, filters: ItemFilters) => applyFilters(applyScope(db.selectFrom('items'), scope), filters);

/** The bank list's SQL: the count, and a page newest year first, then by guid so pages never overlap. */
export const bankItemsRepository = {
  async count(db: DbOrTx, scope: ItemScope, filters: ItemFilters): Promise<number> {
    const { total } = await listed(db, scope, filters)
      .select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return Number(total);
  },

  /** How many items of the list the school used already: 只看未使用's total is the whole list's less these. */
  async countUsedBy(db: DbOrTx, scope: ItemScope, filters: ItemFilters, schoolId: number): Promise<number> {
    const { total } = await listed(db, scope, filters)
      .where('items.guid', 'in', (eb) => eb.selectFrom('itemSchoolUses').select('itemSchoolUses.itemGuid').where('itemSchoolUses.schoolId', '=', schoolId))
      .select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return Number(total);
  },

  rows(db: DbOrTx, scope: ItemScope, filters: ItemFilters, paging: { offset: number; limit: number }): Promise<BankItemRow[]> {
    return listed(db, scope, filters)
      .select(BANK_ITEM_COLUMNS).orderBy('items.year', 'desc').orderBy('items.guid').offset(paging.offset).limit(paging.limit).execute();
  },

  knowledgeOf(db: DbOrTx, itemGuids: string[]) {
    if (itemGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('itemKnowledge').innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['itemKnowledge.itemGuid', 'knowledgePoints.guid', 'knowledgePoints.name', 'itemKnowledge.isPrimary'])
      .where('itemKnowledge.itemGuid', 'in', itemGuids)
      .orderBy('itemKnowledge.itemGuid').orderBy('itemKnowledge.isPrimary', 'desc').orderBy('knowledgePoints.sort').execute();
  },

  async collectedOf(db: DbOrTx, userId: number, schoolId: number, itemGuids: string[]): Promise<Set<string>> {
    if (itemGuids.length === 0) return new Set();
    const rows = await db.selectFrom('itemCollections').select('itemGuid')
      .where('userId', '=', userId).where('schoolId', '=', schoolId).where('itemGuid', 'in', itemGuids).execute();
    return new Set(rows.map((r) => r.itemGuid));
  },

  async inBasketOf(db: DbOrTx, userId: number, schoolId: number, period: string, km: string, itemGuids: string[]): Promise<Set<string>> {
    if (itemGuids.length === 0) return new Set();
    const rows = await db.selectFrom('basketItems').select('itemGuid')
      .where('userId', '=', userId).where('schoolId', '=', schoolId).where('periodCode', '=', period).where('km', '=', km)
      .where('itemGuid', 'in', itemGuids).execute();
    return new Set(rows.map((r) => r.itemGuid));
  },

  /** Items the school may see among `guids`, in one read (a whole page of the list); others are absent. */
  findVisibleMany(db: DbOrTx, schoolId: number, guids: readonly string[]) {
    if (guids.length === 0) return Promise.resolve([]);
    return db.selectFrom('items').select(['guid', 'type', 'periodCode', 'km', 'stem', 'options', 'answer', 'subItems'])
      .where('guid', 'in', guids).where('deletedAt', 'is', null)
      .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]))
      .execute();
  },

  /** An item the school may see: a platform item or one of its own; another school's item is absent. */
  findVisible(db: DbOrTx, schoolId: number, guid: string) {
    return db.selectFrom('items')
      .select(['guid', 'version', 'type', 'periodCode', 'km', 'difficulty', 'stem', 'options', 'subItems', 'source'])
      .where('guid', '=', guid).where('deletedAt', 'is', null)
      .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]))
      .executeTakeFirst();
  },
};
