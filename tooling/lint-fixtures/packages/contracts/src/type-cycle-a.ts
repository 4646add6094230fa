import type { TypeB } from './type-cycle-b.ts';

export interface TypeA {
  b?: TypeB;
}
