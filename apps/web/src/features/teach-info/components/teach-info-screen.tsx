import { Flex } from 'antd';
import { TeachInfoPage } from './teach-info-page';
import { TeachingProgressCard } from './teaching-progress-card';

/** /usercenter/teachinfo: the teaching info (period, subject, textbook, grades, classes), then the teaching progress. */
export function TeachInfoScreen() {
  return (
    <Flex vertical gap={16}>
      <TeachInfoPage />
      <TeachingProgressCard />
    </Flex>
  );
}
