import type { ColumnType } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The school's answer-card defaults and machine-read settings (migration 20261129T0200). */
export interface SchoolCardSettingsTable {
  schoolId: number;
  paperSize: Defaulted<'A4' | 'A3'>;
  columns: Defaulted<number>;
  studentIdDigits: Defaulted<number>;
  reviewType: Defaulted<number>;
  bandLow: Defaulted<number>;
  bandHigh: Defaulted<number>;
  updatedBy: Defaulted<number | null>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CardSettingsTables {
  schoolCardSettings: SchoolCardSettingsTable;
}
