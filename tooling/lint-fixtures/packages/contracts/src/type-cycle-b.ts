import type { TypeA } from './type-cycle-a.ts';

export interface TypeB {
  a?: TypeA;
}
