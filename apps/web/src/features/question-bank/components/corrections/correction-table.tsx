import { Button, Flex, Space, Table, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { CorrectionStatus, PeriodNames, type PeriodCode, type TItemCorrection } from '@zuoyeben/shared';
import { tablePagination } from '@/lib/table-pagination';
import { fixRefusal } from '../../lib/correction-fix';
import { RichText } from '../rich-text';

interface CorrectionTableProps {
  rows: TItemCorrection[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  /** The signed-in administrator's role: who may fix which item (see fixRefusal). */
  role: string;
  onPage(pageIndex: number, pageSize: number): void;
  onView(row: TItemCorrection): void;
  onFix(row: TItemCorrection): void;
  onDismiss(row: TItemCorrection): void;
}

export const formatTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

/** The reported question in a cell: its labels, then the stem cut to two lines. */
function ItemCell({ row }: { row: TItemCorrection }) {
  const { item } = row;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Space size={4} wrap>
        <Tag color="blue">{item.itemTypeName}</Tag>
        <Tag>{`${PeriodNames[item.period as PeriodCode] ?? item.period}${item.km}`}</Tag>
        <Typography.Text type="secondary">{`${item.sourceName} · 第${row.itemVersion}版`}</Typography.Text>
      </Space>
      <div style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        <RichText html={item.stem} />
      </div>
    </Flex>
  );
}

/** The reasons as red tags; the long 符号、公式、格式或图片问题 wraps inside its column. */
export function ReasonTags({ names }: { names: readonly string[] }) {
  return (
    <Flex wrap gap={4}>
      {names.map((n) => <Tag key={n} color="red" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>{n}</Tag>)}
    </Flex>
  );
}

/** How the report was handled: by whom, when, with which version or note. */
function StatusCell({ row }: { row: TItemCorrection }) {
  const { token } = theme.useToken();
  const detail = row.status === CorrectionStatus.Fixed ? `已修正为第${row.fixedVersion}版` : row.handledNote;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Tag color={STATUS_COLORS[row.status]}>{row.statusName}</Tag>
      {row.handledAt && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {`${row.handlerName ?? ''} ${formatTime(row.handledAt)}`}
        </Typography.Text>
      )}
      {detail && <Typography.Text style={{ fontSize: token.fontSizeSM }}>{detail}</Typography.Text>}
    </Flex>
  );
}

/** 修正, or a disabled one saying who can fix this item. */
function FixButton({ refusal, onClick }: { refusal: string | null; onClick(): void }) {
  const button = (
    <Button type="link" size="small" disabled={refusal !== null} onClick={onClick}>
      修正
    </Button>
  );
  return refusal ? <Tooltip title={refusal}>{button}</Tooltip> : button;
}

/** The administrators' table of question corrections (试题纠错). */
export function CorrectionTable(props: CorrectionTableProps) {
  const { rows, total, loading, pageIndex, pageSize, role, onPage, onView, onFix, onDismiss } = props;
  const columns: TableColumnsType<TItemCorrection> = [
    { title: '试题', key: 'item', render: (_, row) => <ItemCell row={row} /> },
    {
      title: '纠错原因',
      dataIndex: 'reasonNames',
      width: 170,
      render: (names: string[]) => <ReasonTags names={names} />,
    },
    {
      title: '备注',
      dataIndex: 'remark',
      width: 180,
      render: (remark: string) =>
        remark ? <Typography.Paragraph ellipsis={{ rows: 3, tooltip: remark }} style={{ margin: 0 }}>{remark}</Typography.Paragraph> : '—',
    },
    {
      title: '纠错人',
      key: 'reporter',
      width: 150,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.reporterName}</Typography.Text>
          <Typography.Text type="secondary">{formatTime(row.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    { title: '处理情况', key: 'status', width: 160, render: (_, row) => <StatusCell row={row} /> },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onView(row)}>
            查看
          </Button>
          {row.status !== CorrectionStatus.Fixed && <FixButton refusal={fixRefusal(role, row.item.source)} onClick={() => onFix(row)} />}
          {row.status === CorrectionStatus.Pending && (
            <Button type="link" size="small" danger onClick={() => onDismiss(row)}>
              忽略
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<TItemCorrection>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      pagination={tablePagination({ pageIndex, pageSize, total, unit: '条纠错', onChange: onPage })}
    />
  );
}
