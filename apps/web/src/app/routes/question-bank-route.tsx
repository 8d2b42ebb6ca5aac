import { QuestionBankPage } from '@/features/question-bank';
import { SCHOOL_BASED_BANK_PANELS } from '@/features/school-based';
import { ImportWordButton } from '@/features/paper-import';

/**
 * 题库选题: the bank draws sources 2 and 3 with the school-based feature's screens, and 导入Word试卷 on 我的题库 and
 * 我的试卷 with the paper-import feature's button (features never import each other).
 */
export function QuestionBankRoute() {
  return <QuestionBankPage panels={SCHOOL_BASED_BANK_PANELS} sourceActions={ImportWordButton} />;
}
