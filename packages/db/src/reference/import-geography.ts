import type { ReferenceDataSet } from './types';

/** Placeholder: filled in by the geography data set. */
export const geographyDataSet: ReferenceDataSet = {
  name: 'geography',
  async read() {
    return { checksumInput: '', load: async () => 0 };
  },
};
