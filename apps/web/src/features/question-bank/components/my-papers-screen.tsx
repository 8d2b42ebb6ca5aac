import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Skeleton } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MyPaperEntry, MyPaperEntryNames, Paging, paperYears, type MyPaperEntryCode, type TSubjectScope } from '@zuoyeben/shared';
import { PaperCardFrame } from '@/components/paper-card-frame';
import { PaperCollectButton } from '@/components/paper-collect-button';
import { PrepareButton, PreparingList } from '@/features/preparing-work';
import { TagRow, type Choice } from '@/components/tag-row';
import { paths } from '@/config/paths';
import { useMyPapers } from '../api/get-my-papers';
import { BankMessages } from '../lib/messages';
import { PaperPagination } from './paper-pagination';

interface MyPapersScreenProps {
  scope: TSubjectScope;
  /** The bank's source tabs, drawn above the filters. */
  sourceTabs: ReactNode;
}

const YEAR_CHOICES: Choice<number>[] = [{ value: undefined, label: '全部' }, ...paperYears().map((y) => ({ value: y, label: String(y) }))];
const ENTRY_CHOICES: Choice<MyPaperEntryCode>[] = [
  { value: undefined, label: '全部' },
  ...[MyPaperEntry.Prepare, MyPaperEntry.Upload].map((e) => ({ value: e, label: MyPaperEntryNames[e] })),
];

/**
 * 我的试卷 (bank source 4, spec 02 §2 "My papers"): the teacher's own papers of the chosen period and subject, by year
 * and by how they came to be (备课 saved from the paper layout, 上传 uploaded), 10 to 50 a page. Any change of a
 * filter goes back to page 1.
 */
export function MyPapersScreen({ scope, sourceTabs }: MyPapersScreenProps) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<{ year?: number; entry?: MyPaperEntryCode; pageIndex: number; pageSize: number }>(
    { pageIndex: 1, pageSize: Paging.defaultPageSize });
  const papers = useMyPapers({ ...scope, ...filters });
  const change = (patch: Partial<typeof filters>) => setFilters((f) => ({ ...f, pageIndex: 1, ...patch }));

  return (
    <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
      <Card size="small" styles={{ body: { paddingTop: 0 } }}>
        {sourceTabs}
        <Flex vertical gap={8}>
          <TagRow label="时间" choices={YEAR_CHOICES} value={filters.year} onChange={(year) => change({ year })} />
          <TagRow label="来源" choices={ENTRY_CHOICES} value={filters.entry} onChange={(entry) => change({ entry })} />
        </Flex>
      </Card>
      {filters.entry === MyPaperEntry.Prepare && (
        <Card size="small" title="我的备课">
          <PreparingList km={scope.km} />
        </Card>
      )}
      <section aria-label="我的试卷">
        {papers.isLoading && !papers.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !papers.data?.list.length ? (
          <Empty style={{ padding: '48px 0' }} description={BankMessages.noData} />
        ) : (
          <Flex vertical gap={12}>
            {papers.data.list.map((paper) => (
              <PaperCardFrame
                key={paper.paperGuid}
                paper={{ ...paper, sourceName: paper.entryName }}
                actions={(
                  <>
                    <Button type="text" size="small" icon={<EyeOutlined />}
                      onClick={() => navigate(paths.homework.paperDetail.getHref({ paperGuid: paper.paperGuid, period: paper.period, km: paper.km }))}>
                      查看
                    </Button>
                    <PaperCollectButton paperGuid={paper.paperGuid} isCollection={paper.isCollection} />
                    <PrepareButton paper={paper} type="text" size="small" />
                  </>
                )}
              />
            ))}
            <PaperPagination pageIndex={filters.pageIndex} pageSize={filters.pageSize} total={papers.data.total}
              onChange={(pageIndex, pageSize) => setFilters((f) => ({ ...f, pageIndex: pageSize === f.pageSize ? pageIndex : 1, pageSize }))} />
          </Flex>
        )}
      </section>
    </Flex>
  );
}
