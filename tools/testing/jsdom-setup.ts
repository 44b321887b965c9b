import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s, not testing-library's 1 s: under the whole suite's load on
// 2 cores, a screen's lazily loaded part can take longer than a second to show.
configure({ asyncUtilTimeout: 5_000 });
