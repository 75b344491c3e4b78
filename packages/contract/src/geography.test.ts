import { describe, expect, it } from 'vitest';
import { COUNTRY_GROUP_SIZES } from './constants';
import { GEO_REGIONS, getGeoRegionName } from './geography';

describe('importing-country regions (DOMAIN.md: Europe 17, Americas 9, Asia 6)', () => {
  it('are Europe, Americas and Asia, in that order, each with its group size', () => {
    expect(GEO_REGIONS).toEqual(['europe', 'americas', 'asia']);
    expect(Object.keys(COUNTRY_GROUP_SIZES)).toEqual([...GEO_REGIONS]);
  });

  it('are named from ICU (UN M49 areas) in both languages', () => {
    expect(getGeoRegionName('europe', 'uk')).toBe('Європа');
    expect(getGeoRegionName('asia', 'uk')).toBe('Азія');
    expect(GEO_REGIONS.map((region) => getGeoRegionName(region, 'en'))).toEqual([
      'Europe',
      'Americas',
      'Asia',
    ]);
    expect(getGeoRegionName('americas', 'uk')).toMatch(/Америк/);
  });
});
