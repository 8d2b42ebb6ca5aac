import type { Migration } from 'kysely';
import * as accountCore from './20261122T0500_account_core.js';
import * as questionBank from './20261122T0600_question_bank.js';
import * as homework from './20261122T0700_homework.js';
import * as submissionsMore from './20261122T0720_submissions_more.js';
import * as questionBankUser from './20261122T0740_question_bank_user.js';
import * as itemCorrectionReview from './20261122T0800_item_correction_review.js';
import * as itemVersions from './20261122T0810_item_versions.js';
import * as paperCollectionsShares from './20261122T0820_paper_collections_shares.js';
import * as teachingGuidanceSelections from './20261122T0900_teaching_guidance_selections.js';
import * as submissionAnswersKeys from './20261122T0950_submission_answers_keys.js';
import * as itemSearch from './20261122T1000_item_search.js';
import * as myPapers from './20261122T1010_my_papers.js';
import * as submissionAnswersCascade from './20261124T2000_submission_answers_cascade.js';

/** Every migration in order. Named by timestamp; a merged migration never changes. */
export const migrations: Record<string, Migration> = {
  '20261122T0500_account_core': accountCore,
  '20261122T0600_question_bank': questionBank,
  '20261122T0700_homework': homework,
  '20261122T0720_submissions_more': submissionsMore,
  '20261122T0740_question_bank_user': questionBankUser,
  '20261122T0800_item_correction_review': itemCorrectionReview,
  '20261122T0810_item_versions': itemVersions,
  '20261122T0820_paper_collections_shares': paperCollectionsShares,
  '20261122T0900_teaching_guidance_selections': teachingGuidanceSelections,
  '20261122T0950_submission_answers_keys': submissionAnswersKeys,
  '20261122T1000_item_search': itemSearch,
  '20261122T1010_my_papers': myPapers,
  '20261124T2000_submission_answers_cascade': submissionAnswersCascade,
};
