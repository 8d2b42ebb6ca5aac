import { Flex } from 'antd';
import { TeachInfoPage } from './teach-info-page';
import { TeachingProgressCard } from './teaching-progress-card';
import { TeachingScopeCard } from './teaching-scope-card';

/** /usercenter/teachinfo: the teaching info (period, subject, textbook, grades, classes), then the teaching progress and the teaching scope. */
export function TeachInfoScreen() {
  return (
    <Flex vertical gap={16}>
      <TeachInfoPage />
      <TeachingProgressCard />
      <TeachingScopeCard />
    </Flex>
  );
}
