import { useState } from 'react';
import dayjs from 'dayjs';
import { App, Breadcrumb, Button, Card, Form, Image, Input, List, Modal, Radio, Space, Tabs, Tag, Typography, Upload } from 'antd';
import { CloseCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  FEEDBACK_TYPE_VALUES,
  FEEDBACK_TYPES,
  HelpCenterLimits,
  HelpCenterMessages,
  Role,
  type FeedbackType,
  type TFeedback,
  type TFeedbackImage,
} from '@zuoyeben/shared';
import { useHasRole } from '@/features/auth';
import { paths } from '@/config/paths';
import { useUploadFeedbackImage } from '../api/upload-feedback-image';
import { useSaveFeedback } from '../api/save-feedback';
import { useMyFeedback, useSchoolFeedback } from '../api/get-feedback';
import { useAnswerFeedback } from '../api/answer-feedback';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const PAGE_SIZE = 10;
/** A server time in the browser's time zone. */
const formatTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** Checks a picked screenshot before it is sent: jpg or png, at most 2MB (the server checks the bytes again). */
export function screenshotProblem(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return HelpCenterMessages.imageOnly;
  if (file.size > HelpCenterLimits.maxFeedbackImageBytes) return HelpCenterMessages.imageTooLarge;
  return null;
}

function Screenshots({ images }: { images: TFeedbackImage[] }) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space>{images.map((img) => <Image key={img.fileKey} src={img.filePath} alt={img.fileName} width={72} height={72} style={{ objectFit: 'cover' }} />)}</Space>
    </Image.PreviewGroup>
  );
}

function FeedbackItem({ f, onAnswer, showAuthor }: { f: TFeedback; onAnswer?: (f: TFeedback) => void; showAuthor?: boolean }) {
  return (
    <List.Item
      aria-label={`反馈：${f.content.slice(0, 20)}`}
      actions={onAnswer ? [<Button key="answer" type="link" onClick={() => onAnswer(f)}>{f.answer ? '修改回复' : '回复'}</Button>] : []}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color="blue">{f.typeName}</Tag>
          {showAuthor && <Typography.Text strong>{f.userName}（{f.userPhone}）</Typography.Text>}
          <Typography.Text type="secondary">{formatTime(f.createTime)}</Typography.Text>
          {f.answer ? <Tag color="green">已回复</Tag> : <Tag>待回复</Tag>}
        </Space>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{f.content}</Typography.Paragraph>
        <Screenshots images={f.images} />
        {f.answer && (
          <Card size="small" style={{ background: '#f6ffed' }} aria-label="管理员回复">
            <Typography.Text type="secondary">
              {f.answererName ?? '管理员'} 回复于 {formatTime(f.answerTime ?? '')}：
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{f.answer}</Typography.Paragraph>
          </Card>
        )}
      </Space>
    </List.Item>
  );
}

function FeedbackForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ type: FeedbackType; content: string }>();
  const [images, setImages] = useState<TFeedbackImage[]>([]);
  const upload = useUploadFeedbackImage();
  const save = useSaveFeedback();
  const full = images.length >= HelpCenterLimits.maxFeedbackImages;

  const pick = (file: File) => {
    const problem = screenshotProblem(file);
    if (problem) message.error(problem);
    else if (!full) upload.mutate(file, { onSuccess: (img) => setImages((list) => [...list, img].slice(0, HelpCenterLimits.maxFeedbackImages)) });
    // Never let antd send the file itself: it goes through the API client above.
    return Upload.LIST_IGNORE;
  };

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ type: values.type, content: values.content, imageKeys: images.map((i) => i.fileKey) });
    message.success(HelpCenterMessages.feedbackSaved);
    form.resetFields();
    setImages([]);
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }} initialValues={{ type: 1 }}>
      <Form.Item name="type" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
        <Radio.Group optionType="button" options={FEEDBACK_TYPE_VALUES.map((v) => ({ value: v, label: FEEDBACK_TYPES[v] }))} />
      </Form.Item>
      <Form.Item
        name="content"
        label="反馈内容"
        rules={[{ required: true, whitespace: true, message: '请填写反馈内容' }]}
      >
        <Input.TextArea rows={5} maxLength={HelpCenterLimits.maxFeedbackLength} showCount placeholder="请描述您遇到的问题或建议，例如在哪个页面、点了哪个按钮、看到了什么提示" />
      </Form.Item>
      <Form.Item label="截图（选填）" extra="最多3张，jpg 或 png 图片，每张不超过2MB">
        <Space wrap>
          {images.map((img) => (
            <div key={img.fileKey} style={{ position: 'relative' }}>
              <Image src={img.filePath} alt={img.fileName} width={80} height={80} style={{ objectFit: 'cover', borderRadius: 6 }} />
              <CloseCircleFilled
                role="button"
                aria-label={`删除截图 ${img.fileName}`}
                style={{ position: 'absolute', top: -6, right: -6, color: '#ff4d4f', cursor: 'pointer', fontSize: 16 }}
                onClick={() => setImages((list) => list.filter((i) => i.fileKey !== img.fileKey))}
              />
            </div>
          ))}
          {!full && (
            <Upload accept=".png,.jpg,.jpeg,image/png,image/jpeg" showUploadList={false} beforeUpload={pick} multiple={false}>
              <Button icon={<PlusOutlined />} loading={upload.isPending} style={{ width: 80, height: 80 }} aria-label="上传截图" />
            </Upload>
          )}
        </Space>
      </Form.Item>
      <Button type="primary" loading={save.isPending} disabled={upload.isPending} onClick={() => void submit().catch(() => undefined)}>
        提交反馈
      </Button>
    </Form>
  );
}

function AnswerDialog({ feedback, onClose }: { feedback: TFeedback | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ answer: string }>();
  const answer = useAnswerFeedback();
  const submit = async () => {
    const values = await form.validateFields();
    await answer.mutateAsync({ guid: feedback!.guid, answer: values.answer });
    message.success('回复成功');
    onClose();
  };
  return (
    <Modal
      open={feedback !== null}
      title="回复反馈"
      okText="提交回复"
      cancelText="取消"
      confirmLoading={answer.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {feedback && (
        <>
          <Typography.Paragraph type="secondary">{feedback.userName}：{feedback.content}</Typography.Paragraph>
          <Form form={form} layout="vertical" initialValues={{ answer: feedback.answer ?? '' }}>
            <Form.Item name="answer" label="回复内容" rules={[{ required: true, whitespace: true, message: '请填写回复内容' }]}>
              <Input.TextArea rows={4} maxLength={HelpCenterLimits.maxAnswerLength} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}

function MyFeedbackList() {
  const [pageIndex, setPageIndex] = useState(1);
  const mine = useMyFeedback({ pageIndex, pageSize: PAGE_SIZE });
  return (
    <List
      aria-label="我的反馈"
      loading={mine.isLoading}
      dataSource={mine.data?.list ?? []}
      locale={{ emptyText: '您还没有提交过反馈' }}
      renderItem={(f) => <FeedbackItem key={f.guid} f={f} />}
      pagination={(mine.data?.total ?? 0) > PAGE_SIZE ? { current: pageIndex, pageSize: PAGE_SIZE, total: mine.data?.total, onChange: setPageIndex } : false}
    />
  );
}

function SchoolFeedbackList() {
  const [pageIndex, setPageIndex] = useState(1);
  const [unanswered, setUnanswered] = useState(false);
  const [answering, setAnswering] = useState<TFeedback | null>(null);
  const school = useSchoolFeedback({ pageIndex, pageSize: PAGE_SIZE, unanswered }, true);
  return (
    <>
      <Radio.Group
        optionType="button"
        value={unanswered ? 'open' : 'all'}
        options={[{ value: 'all', label: '全部' }, { value: 'open', label: '待回复' }]}
        onChange={(e) => { setUnanswered(e.target.value === 'open'); setPageIndex(1); }}
      />
      <List
        aria-label="本校反馈"
        loading={school.isLoading}
        dataSource={school.data?.list ?? []}
        locale={{ emptyText: '暂无反馈' }}
        renderItem={(f) => <FeedbackItem key={f.guid} f={f} showAuthor onAnswer={setAnswering} />}
        pagination={(school.data?.total ?? 0) > PAGE_SIZE ? { current: pageIndex, pageSize: PAGE_SIZE, total: school.data?.total, onChange: setPageIndex } : false}
      />
      <AnswerDialog feedback={answering} onClose={() => setAnswering(null)} />
    </>
  );
}

/**
 * 意见反馈 (spec 03 §2.1 /help-center/feed-back): a type, a text and up to 3 screenshots; the teacher's own feedback with
 * its answers; super administrators (Collector) also see every feedback of their school and answer it.
 */
export function FeedbackPage() {
  const isCollector = useHasRole([Role.Collector]);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to={paths.helpCenter.root.getHref()}>帮助中心</Link> }, { title: '意见反馈' }]} />
      <Card title="意见反馈">
        <FeedbackForm />
      </Card>
      <Card>
        <Tabs
          items={[
            { key: 'mine', label: '我的反馈', children: <MyFeedbackList /> },
            ...(isCollector ? [{ key: 'school', label: '本校反馈', children: <SchoolFeedbackList /> }] : []),
          ]}
        />
      </Card>
    </Space>
  );
}
