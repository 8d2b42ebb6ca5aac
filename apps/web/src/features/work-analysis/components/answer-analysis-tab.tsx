import { Button, Flex } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useAnalysisPdfExport } from '../hooks/use-analysis-pdf-export';
import type { WorkAnswerParams } from '../api/keys';
import { ItemStatisticsSection } from './item-statistics-section';
import { KnowledgeSection } from './knowledge-section';
import { ObjectiveSection } from './objective-section';
import { OptionSection } from './option-section';
import { QuestionTableSection } from './question-table-section';
import { SubjectiveSection } from './subjective-section';

/** 答卷分析 (jobpaper, spec 03 §2.2): knowledge points, objective questions and their options, subjective questions, per-question scores. */
export function AnswerAnalysisTab(params: WorkAnswerParams) {
  const pdf = useAnalysisPdfExport(params);
  return (
    <Flex vertical gap="middle">
      <Flex justify="end">
        <Button icon={<FilePdfOutlined />} loading={pdf.isExporting} onClick={() => void pdf.start()}>
          {pdf.isExporting ? 'PDF生成中' : '导出PDF'}
        </Button>
      </Flex>
      <KnowledgeSection {...params} />
      <ObjectiveSection {...params} />
      <OptionSection {...params} />
      <SubjectiveSection {...params} />
      <QuestionTableSection {...params} />
      <ItemStatisticsSection {...params} />
    </Flex>
  );
}
