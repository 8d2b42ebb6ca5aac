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
import * as access from './20261125T1100_access.js';
import * as tasksGeneratedFiles from './20261125T1300_tasks_generated_files.js';
import * as answeringTimes from './20261125T1400_answering_times.js';
import * as paperImport from './20261125T1600_paper_import.js';
import * as paperLayout from './20261128T1000_paper_layout.js';
import * as paperLayoutDrafts from './20261128T1100_paper_layout_drafts.js';
import * as paperDetailPreparing from './20261128T1200_paper_detail_preparing.js';
import * as exams from './20261128T1400_exams.js';
import * as examProgress from './20261128T1410_exam_progress.js';
import * as workQuestionItems from './20261128T1500_work_question_items.js';
import * as examReviewers from './20261128T1420_exam_reviewers.js';
import * as examDoubleMarking from './20261128T2100_exam_double_marking.js';
import * as examMergedThs from './20261128T2110_exam_merged_ths.js';
import * as answerGroupSplits from './20261129T0500_answer_group_splits.js';
import * as corrections from './20261129T0600_corrections.js';
import * as fileStorageKeys from './20261129T1000_file_storage_keys.js';
import * as subjectNetworkReturns from './20261129T1500_subject_network_returns.js';
import * as schoolCardSettings from './20261129T0200_school_card_settings.js';
import * as helpCentre from './20261129T0300_help_centre.js';
import * as helpArticles from './20261129T0310_help_articles.js';
import * as helpArticleScreenshots from './20261129T0320_help_article_screenshots.js';
import * as workStudentExtensions from './20261129T0400_work_student_extensions.js';
import * as scanBatches from './20261129T0100_scan_batches.js';
import * as offlineWorks from './20261129T0800_offline_works.js';
import * as answerScoresInKey from './20261129T0810_answer_scores_in_key.js';
import * as auditLog from './20261129T1100_audit_log.js';
import * as workCardOptions from './20261130T0500_work_card_options.js';
import * as teachingProgress from './20261130T0800_teaching_progress.js';
import * as userGuides from './20261130T0810_user_guides.js';
import * as scanPageCorners from './20261130T0400_scan_page_corners.js';
import * as submissionAnswerSheets from './20261130T0100_submission_answer_sheets.js';
import * as sessionDevices from './20261130T0700_session_devices.js';
import * as markAssistTolerance from './20261130T0710_mark_assist_tolerance.js';
import * as teachingScopes from './20261130T0905_teaching_scopes.js';

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
  '20261125T1100_access': access,
  '20261125T1300_tasks_generated_files': tasksGeneratedFiles,
  '20261125T1400_answering_times': answeringTimes,
  '20261125T1600_paper_import': paperImport,
  '20261128T1000_paper_layout': paperLayout,
  '20261128T1100_paper_layout_drafts': paperLayoutDrafts,
  '20261128T1200_paper_detail_preparing': paperDetailPreparing,
  '20261128T1400_exams': exams,
  '20261128T1410_exam_progress': examProgress,
  '20261128T1500_work_question_items': workQuestionItems,
  '20261128T1420_exam_reviewers': examReviewers,
  '20261128T2100_exam_double_marking': examDoubleMarking,
  '20261128T2110_exam_merged_ths': examMergedThs,
  '20261129T0500_answer_group_splits': answerGroupSplits,
  '20261129T0600_corrections': corrections,
  '20261129T1000_file_storage_keys': fileStorageKeys,
  '20261129T1500_subject_network_returns': subjectNetworkReturns,
  '20261129T0200_school_card_settings': schoolCardSettings,
  '20261129T0300_help_centre': helpCentre,
  '20261129T0310_help_articles': helpArticles,
  '20261129T0320_help_article_screenshots': helpArticleScreenshots,
  '20261129T0400_work_student_extensions': workStudentExtensions,
  '20261129T0100_scan_batches': scanBatches,
  '20261129T0800_offline_works': offlineWorks,
  '20261129T0810_answer_scores_in_key': answerScoresInKey,
  '20261129T1100_audit_log': auditLog,
  '20261130T0500_work_card_options': workCardOptions,
  '20261130T0800_teaching_progress': teachingProgress,
  '20261130T0810_user_guides': userGuides,
  '20261130T0400_scan_page_corners': scanPageCorners,
  '20261130T0100_submission_answer_sheets': submissionAnswerSheets,
  '20261130T0700_session_devices': sessionDevices,
  '20261130T0710_mark_assist_tolerance': markAssistTolerance,
  '20261130T0905_teaching_scopes': teachingScopes,
};
