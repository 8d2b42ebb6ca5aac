import { useState, type ReactNode } from 'react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import {
  gradesOfPeriod,
  Paging,
  paperYears,
  SchoolBasedMessages,
  SchoolPaperOrigin,
  SchoolPaperOriginNames,
  type PeriodCode,
  type TSchoolPaper,
  type TSubjectScope,
} from '@zuoyeben/shared';
import { TagRow, type Choice } from '@/components/tag-row';
import { useSchoolPapers } from '../api/get-school-papers';
import { usePagedFilters } from '../hooks/use-paged-filters';
import { PaperPreviewDrawer } from './paper-preview-drawer';
import { PaperCollectButton } from '@/components/paper-collect-button';
import { SchoolPaperCard } from './school-paper-card';

const ALL = '全部';

interface SchoolPaperLibraryProps {
  scope: TSubjectScope;
  /** Drawn at the top of the filter card (the bank's source tabs). */
  header?: ReactNode;
  /** The filter card's title and its right-hand extra (the 校本作业 page). */
  title?: ReactNode;
  extra?: ReactNode;
  /** Further buttons of each card (paper collections put 收藏 here). */
  paperActions?(paper: TSchoolPaper): ReactNode;
}

/**
 * 校本试卷 (spec 02 §2 school question bank, source 2): 时间 (years from 2020, or all), 年级 and 来源 (日常练习,
 * 教师共享) rows, the paper cards and paging 10–50; every filter starts again at page 1. A paper opens in a
 * read-only preview; ?cPaperGuid= opens that paper at once.
 */
export function SchoolPaperLibrary({ scope, header, title, extra, paperActions }: SchoolPaperLibraryProps) {
  const [params] = useSearchParams();
  const { filters, change, turnPage } = usePagedFilters<{ year?: number; gradeCode?: string; origin?: number }>();
  const [previewGuid, setPreviewGuid] = useState<string | null>(params.get('cPaperGuid'));
  const papers = useSchoolPapers({ ...scope, year: filters.year, gradeCode: filters.gradeCode as never, origin: filters.origin,
    pageIndex: filters.pageIndex, pageSize: filters.pageSize });

  const years: Choice<number>[] = [{ value: undefined, label: ALL }, ...paperYears().map((y) => ({ value: y, label: String(y) }))];
  const grades: Choice<string>[] = [{ value: undefined, label: ALL },
    ...gradesOfPeriod(scope.period as PeriodCode).map((g) => ({ value: g.code, label: g.name }))];
  const origins: Choice<number>[] = [{ value: undefined, label: ALL },
    ...Object.values(SchoolPaperOrigin).map((o) => ({ value: o, label: SchoolPaperOriginNames[o] }))];
  const page = papers.data;

  return (
    <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
      <Card size="small" title={title} extra={extra} styles={{ body: header ? { paddingTop: 0 } : undefined }}>
        {header}
        <Flex vertical gap={10}>
          <TagRow label="时间" choices={years} value={filters.year} onChange={(year) => change({ year })} />
          <TagRow label="年级" choices={grades} value={filters.gradeCode} onChange={(gradeCode) => change({ gradeCode })} />
          <TagRow label="来源" choices={origins} value={filters.origin} onChange={(origin) => change({ origin })} />
        </Flex>
      </Card>
      <section aria-label="校本试卷列表">
        {papers.isLoading && !page ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : !page || page.list.length === 0 ? (
          <Card><Empty description={SchoolBasedMessages.noData} /></Card>
        ) : (
          <Flex vertical gap={12}>
            {page.list.map((paper) => (
              <SchoolPaperCard key={paper.paperGuid} paper={paper} onOpen={(p) => setPreviewGuid(p.paperGuid)} extraActions={<><PaperCollectButton paperGuid={paper.paperGuid} isCollection={paper.isCollection} />{paperActions?.(paper)}</>} />
            ))}
            <Flex justify="flex-end">
              <Pagination
                current={filters.pageIndex}
                pageSize={filters.pageSize}
                total={page.total}
                showSizeChanger
                pageSizeOptions={Paging.pageSizes.map(String)}
                showTotal={(total) => <Typography.Text type="secondary">共 {total} 份试卷</Typography.Text>}
                onChange={(pageIndex, pageSize) => {
                  turnPage(pageIndex, pageSize);
                  window.scrollTo({ top: 0 });
                }}
              />
            </Flex>
          </Flex>
        )}
      </section>
      <PaperPreviewDrawer paperGuid={previewGuid} scope={scope} onClose={() => setPreviewGuid(null)} />
    </Flex>
  );
}
