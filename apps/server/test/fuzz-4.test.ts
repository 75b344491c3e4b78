import { defineFuzzSuite } from './fuzz/fuzz-suite';

// Issue 12's fuzzing of every entry of the endpoint table, part 4 of 4 (decision 042).
defineFuzzSuite(3, 4);
