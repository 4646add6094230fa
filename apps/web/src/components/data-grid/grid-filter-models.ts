// The grid filter models our filters produce: the single conditions of contracts' grid query.
import type {
  DateFilterCondition,
  NumberFilterCondition,
  SetFilterModel as ContractSetFilterModel,
  SortModelItem,
  TextFilterCondition,
} from '@portal/contracts';

export type TextFilterModel = TextFilterCondition;
export type NumberFilterModel = NumberFilterCondition;
export type DateFilterModel = DateFilterCondition;
export type SetFilterModel = ContractSetFilterModel;
export type TextFilterType = TextFilterModel['type'];
export type NumberFilterType = NumberFilterModel['type'];
export type DateFilterType = DateFilterModel['type'];

export type ColumnFilterModel = TextFilterModel | NumberFilterModel | DateFilterModel | SetFilterModel;
export type GridFilterModel = Record<string, ColumnFilterModel>;
export type GridSortModel = SortModelItem[];
