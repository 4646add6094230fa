// Shard 2 of the hostile-input suite (hostile-input.ts deals the document's operations to the shards).
import { hostileInputShard } from './hostile-input.ts';

hostileInputShard(2);
