// Only the AG Grid Community modules our grids use (no AllCommunityModule, no enterprise).
import {
  ColumnApiModule,
  CustomFilterModule,
  EventApiModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  PaginationModule,
  RowApiModule,
  RowSelectionModule,
  TooltipModule,
  type Module,
} from 'ag-grid-community';

export const GRID_MODULES: Module[] = [
  InfiniteRowModelModule,
  RowSelectionModule,
  ColumnApiModule,
  RowApiModule,
  PaginationModule,
  CustomFilterModule,
  EventApiModule,
  GridStateModule,
  TooltipModule,
];

ModuleRegistry.registerModules(GRID_MODULES);
