import type { TKnowledgeAnalysisRow, TObjectiveAnalysisRow, TObjectiveOptionRow, TSubjectiveAnalysisRow } from '@zuoyeben/shared';
import type { EChartOption } from '@/components/charts/echart';

/** A 0–1 share as a percentage with up to two decimals; -1 (nothing marked yet) shows as --. */
export function percentText(rate: number): string {
  if (rate < 0) return '--';
  return `${Math.round(rate * 10_000) / 100}%`;
}

const toPercent = (rate: number) => Math.round(rate * 10_000) / 100;

const percentAxis = { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } } as const;

function rateBars(names: string[], rates: number[], seriesName: string): EChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${v}%` },
    grid: { left: 48, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 8 ? 30 : 0 } },
    yAxis: percentAxis,
    series: [{ type: 'bar', name: seriesName, data: rates.map(toPercent), barMaxWidth: 40, label: { show: true, position: 'top', formatter: '{c}%' } }],
  };
}

/** 知识点得分率: one bar per knowledge point. */
export const knowledgeChartOption = (rows: readonly TKnowledgeAnalysisRow[]) =>
  rateBars(rows.map((r) => r.KnowledgeName), rows.map((r) => r.ClassRate), '得分率');

/** 客观题得分率: one bar per question. */
export const objectiveChartOption = (rows: readonly TObjectiveAnalysisRow[]) =>
  rateBars(rows.map((r) => `第${r.Th}题`), rows.map((r) => r.ClassRate), '得分率');

/** 选项分布: per question of the page, one bar per option letter (its share of the students) and one for blanks. */
export function optionChartOption(rows: readonly TObjectiveOptionRow[]): EChartOption {
  const letters = [...new Set(rows.flatMap((r) => r.Options.map((o) => o.Option)))].sort();
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${v}%` },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => `第${r.Th}题（${r.RightAnswer}）`) },
    yAxis: percentAxis,
    series: [
      ...letters.map((l) => ({
        type: 'bar' as const,
        name: `选项${l}`,
        data: rows.map((r) => toPercent(r.Options.find((o) => o.Option === l)?.Rate ?? 0)),
      })),
      { type: 'bar' as const, name: '未作答', data: rows.map((r) => (r.StudentCount === 0 ? 0 : toPercent(r.Unanswered / r.StudentCount))) },
    ],
  };
}

export const SUBJECTIVE_BANDS = [
  { key: 'Rate40', name: '得分率低于40%' },
  { key: 'Rate60', name: '40%至60%' },
  { key: 'Rate80', name: '60%至80%' },
  { key: 'Rate100', name: '80%及以上' },
] as const;

/** 主观题得分分布: per marked question, the share of students in each score-rate band, stacked to 100 %. */
export function subjectiveChartOption(rows: readonly TSubjectiveAnalysisRow[]): EChartOption {
  const marked = rows.filter((r) => r.ClassRate >= 0);
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${v}%` },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: marked.map((r) => `第${r.Th}题`) },
    yAxis: percentAxis,
    series: SUBJECTIVE_BANDS.map((b) => ({ type: 'bar' as const, stack: 'bands', name: b.name, barMaxWidth: 48, data: marked.map((r) => toPercent(r[b.key])) })),
  };
}
