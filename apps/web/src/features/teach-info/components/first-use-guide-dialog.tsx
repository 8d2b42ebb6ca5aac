import { Button, Flex, Modal, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCloseGuidePage } from '../api/guide/close-guide-page';

const STEPS = [
  { title: '完善教学信息', description: '在 用户中心 › 教学信息 中添加任教的学段、科目、教材版本、年级和班级。' },
  { title: '设置教学进度', description: '在同一页的 教学进度 中选择教材并把讲到的章节设为当前，题库会打开在该章节；也可同步同年级同学科老师的进度。' },
  { title: '布置作业', description: '在 作业管理 中从题库选题组卷，或上传试卷与答案，发布给所教班级；校本教辅的章节可直接布置为教辅作业。' },
  { title: '批改与分析', description: '学生提交后在网页上批改，再到 学情分析 查看成绩、答卷分析和作业讲评。' },
];

/** The guide's dialog: the four steps from teaching info to analysis; 开始设置 goes to the teaching-info page, either button closes it for good. */
export default function FirstUseGuideDialog() {
  const close = useCloseGuidePage();
  const navigate = useNavigate();
  const done = (then?: () => void) => {
    close.mutate();
    then?.();
  };
  return (
    <Modal open title="欢迎使用作业本" width={640} onCancel={() => done()} mask={{ closable: false }}
      footer={(
        <Flex justify="end" gap={8}>
          <Button onClick={() => done()}>我知道了</Button>
          <Button type="primary" onClick={() => done(() => void navigate(paths.usercenter.teachinfo.getHref()))}>开始设置</Button>
        </Flex>
      )}>
      <Typography.Paragraph type="secondary">只需四步，即可开始布置和批改作业：</Typography.Paragraph>
      <Steps orientation="vertical" current={0} items={STEPS.map(({ title, description }) => ({ title, content: description }))} />
    </Modal>
  );
}
