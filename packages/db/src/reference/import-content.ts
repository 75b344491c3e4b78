import type { ReferenceDataSet } from './types';

/** Placeholder: filled in by the content data set. */
export const contentDataSet: ReferenceDataSet = {
  name: 'content',
  async read() {
    return { checksumInput: '', load: async () => 0 };
  },
};
