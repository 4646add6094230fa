// Whether AG Grid's module (ServerDataGrid.tsx) has been evaluated: the router starts its download with a grid route's
// page (app/router.tsx, withGrid), and it registers itself here when it runs. DataGrid.tsx then draws it at once
// instead of through React.lazy, which suspends on its first render even for a module already in, commits the grid's
// stand-in and waits up to 300 ms (React's throttle of a suspended part's reveal) before it draws the grid and AG Grid
// asks for its first rows (docs/decisions/delivery.md, "Cold load of /orders and /login").
import type { ComponentType } from 'react';

let loaded: ComponentType<never> | null = null;

export const registerServerDataGrid = (grid: ComponentType<never>) => {
  loaded = grid;
};

/** The grid's component when its module has run, else null (its props named by the caller: this file imports no grid). */
export const loadedServerDataGrid = <Props>() => loaded as ComponentType<Props> | null;
