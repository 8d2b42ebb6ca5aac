import { useState, type ReactNode } from 'react';
import { Button, Flex, Input, Select, Switch, Typography } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { CollectTab, ITEM_TYPES, SUBJECTS_BY_PERIOD, paperYears, type CollectTabCode, type PeriodCode } from '@zuoyeben/shared';
import { GradeSelect } from './grade-select';
import type { CollectionFilterChange, CollectionFilters } from '../lib/collection-filters';

interface CollectionFilterBarProps {
  tab: CollectTabCode;
  period: PeriodCode;
  filters: CollectionFilters;
  onChange(change: CollectionFilterChange): void;
  onReset(): void;
}

const SEARCH_MAX_LENGTH = 50;

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="center">
      <Typography.Text type="secondary" style={{ flex: 'none' }}>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * 年级, 科目, 题型 (questions) or 年份 (papers, from 2020), 只看未使用 (questions), 搜索 and 重置 of the collection
 * screen (spec 02 §2). The search text applies on 搜索 or Enter; 重置 restores every default.
 */
export function CollectionFilterBar({ tab, period, filters, onChange, onReset }: CollectionFilterBarProps) {
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const isItems = tab === CollectTab.Items;
  const search = () => onChange({ keyword: keyword.trim() || undefined });
  const reset = () => {
    setKeyword('');
    onReset();
  };
  return (
    <Flex gap={16} align="center" wrap>
      <Labelled label="年级">
        <GradeSelect period={period} value={filters.gradeCode} onChange={(gradeCode) => onChange({ gradeCode })} />
      </Labelled>
      <Labelled label="科目">
        <Select
          aria-label="科目"
          style={{ width: 120 }}
          value={filters.km}
          options={SUBJECTS_BY_PERIOD[period].map((km) => ({ value: km, label: km }))}
          onChange={(km) => onChange({ km })}
        />
      </Labelled>
      {isItems ? (
        <Labelled label="题型">
          <Select
            aria-label="题型"
            style={{ width: 120 }}
            value={filters.itemTypeGuid ?? ''}
            options={[{ value: '', label: '全部题型' }, ...ITEM_TYPES.map((t) => ({ value: t.code, label: t.name }))]}
            onChange={(v) => onChange({ itemTypeGuid: v === '' ? undefined : Number(v) })}
          />
        </Labelled>
      ) : (
        <Labelled label="年份">
          <Select
            aria-label="年份"
            style={{ width: 120 }}
            value={filters.year ?? ''}
            options={[{ value: '', label: '全部年份' }, ...paperYears().map((y) => ({ value: y, label: `${y}年` }))]}
            onChange={(v) => onChange({ year: v === '' ? undefined : Number(v) })}
          />
        </Labelled>
      )}
      {isItems && (
        <Flex gap={8} align="center">
          <Switch size="small" aria-label="只看未使用" checked={filters.filterUsedItem} onChange={(filterUsedItem) => onChange({ filterUsedItem })} />
          <Typography.Text>只看未使用</Typography.Text>
        </Flex>
      )}
      <Flex gap={8} align="center" style={{ marginInlineStart: 'auto' }}>
        <Input
          aria-label={isItems ? '搜索试题' : '搜索试卷'}
          placeholder={isItems ? '输入题干关键词' : '输入试卷名称'}
          allowClear
          maxLength={SEARCH_MAX_LENGTH}
          style={{ width: 200 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>搜索</Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>重置</Button>
      </Flex>
    </Flex>
  );
}
