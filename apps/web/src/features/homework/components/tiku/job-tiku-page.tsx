import { App, Card, Col, Flex, Row, Segmented, Typography, theme } from 'antd';
import { BookOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { HomeworkMessages, WorkType } from '@zuoyeben/shared';
import { paths } from '@/config/paths';
import { JOB_SIDEBAR } from '@/config/navigation';
import { useCurrentUser, useGuardedClick, useHasTeachGuidance, useSelectedPeriodKm } from '@/features/auth';
import { useFetchXkRisk } from '@/features/help-center';
import { useFetchSubjectNetwork } from '../../api/get-subject-network';
import {
  FILE_UPLOAD_SOURCE, QUESTION_BANK_SOURCES, SUBJECT_NETWORK_MISSING, SUBJECT_NETWORK_SOURCE, subjectNetworkHref, visibleSources,
  type BankSource,
} from '../../lib/bank-sources';

/** 选择题库 (/jobManager/job-tiku): how to create the homework — file upload or one of the question banks. */
export function JobTikuPage() {
  const { permission } = useCurrentUser();
  const hasTeachGuidance = useHasTeachGuidance();
  const selected = useSelectedPeriodKm();
  const { guard } = useGuardedClick();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const fetchSubjectNetwork = useFetchSubjectNetwork();
  const fetchXkRisk = useFetchXkRisk();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();

  const kinds = JOB_SIDEBAR.filter((e) => permission[e.permission]);
  const asked = Number(params.get('workType'));
  const workType = kinds.some((k) => k.workType === asked) ? asked : (kinds[0]?.workType ?? WorkType.Online);
  const sources = visibleSources(permission, {
    prepare: params.get('prepare') === '1',
    hasTeachGuidance,
  });

  const choose = (s: BankSource) => {
    if (QUESTION_BANK_SOURCES.includes(s.source)) {
      navigate(paths.jobManager.jobEditTiku.getHref({ sourceType: s.source, workType, km: selected?.km, period: selected?.period }));
      return;
    }
    if (s.source === SUBJECT_NETWORK_SOURCE) {
      // The subject network's notice (GetXkRisk, spec 02 §7) is confirmed before its bank opens in a new tab.
      void fetchSubjectNetwork().then(async ({ url }) => {
        if (!url) {
          modal.info({ title: s.title, content: SUBJECT_NETWORK_MISSING, okText: '知道了' });
          return;
        }
        const risk = await fetchXkRisk();
        modal.confirm({
          title: risk.title,
          width: 520,
          content: risk.content.split('\n').map((line, i) => <Typography.Paragraph key={i}>{line}</Typography.Paragraph>),
          okText: '我已知晓，继续',
          cancelText: '取消',
          onOk: () => {
            window.open(subjectNetworkHref(url, { workType, km: selected?.km, period: selected?.period }), '_blank', 'noopener');
          },
        });
      }).catch(() => undefined);
      return;
    }
    // Machine-read and offline homework are answered on paper; only phone homework needs the online permission.
    if (workType === WorkType.Online && !permission.onlineWork) {
      modal.warning({ title: '温馨提示', content: HomeworkMessages.noPermissionOnline, okText: '知道了' });
      return;
    }
    navigate(paths.jobManager.jobUpload.getHref({ workType, source: FILE_UPLOAD_SOURCE, km: selected?.km, period: selected?.period }));
  };

  return (
    <Card title="选择题库">
      <Flex vertical gap="large">
        <Flex align="center" gap="middle">
          <Typography.Text type="secondary">作业类型</Typography.Text>
          <Segmented
            value={workType}
            options={kinds.map((k) => ({ value: k.workType, label: k.label }))}
            onChange={(v) => setParams((prev) => ({ ...Object.fromEntries(prev), workType: String(v) }), { replace: true })}
          />
        </Flex>
        <Row gutter={[16, 16]}>
          {sources.map((s) => {
            const Icon = s.source === FILE_UPLOAD_SOURCE ? CloudUploadOutlined : BookOutlined;
            return (
              <Col key={s.source} xs={24} sm={12} lg={8} xl={6}>
                <Card hoverable role="button" aria-label={s.title} onClick={guard(() => choose(s))} style={{ height: '100%' }}>
                  <Flex vertical gap="small">
                    <Icon style={{ fontSize: token.fontSizeHeading2, color: token.colorPrimary }} />
                    <Typography.Text strong>{s.title}</Typography.Text>
                    <Typography.Text type="secondary">{s.description}</Typography.Text>
                  </Flex>
                </Card>
              </Col>
            );
          })}
        </Row>
      </Flex>
    </Card>
  );
}
