import type { ColumnType } from 'kysely';

// Column types several tables share: ColumnType<what a select answers, what an insert takes, what an update takes>.
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** json/jsonb, written as JSON.stringify's text */
export type Json = ColumnType<unknown, string, string>;
export type DateCol = ColumnType<string, string, string>;
/** numeric and bigint: text when read (exact), a number or text when written */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NumNull = ColumnType<string | null, string | number | null, string | number | null>;
export type BoletoDate = ColumnType<Date, string, string>;
export type DiaNull = ColumnType<Date | null, string | null, string | null>;
