import { QuestionBankPage } from '@/features/question-bank';
import { SCHOOL_BASED_BANK_PANELS } from '@/features/school-based';

/** 题库选题: the bank draws sources 2 and 3 with the school-based feature's screens (features never import each other). */
export function QuestionBankRoute() {
  return <QuestionBankPage panels={SCHOOL_BASED_BANK_PANELS} />;
}
