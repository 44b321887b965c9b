import { describe, expect, it } from 'vitest';
import {
  addFarmRefusal,
  areasInOneUnit,
  canHarvest,
  canRemoveFarm,
  checkContributions,
  checkDetails,
  checkHarvestForm,
  checkPackagingParents,
  checkSources,
  clampAreaUsed,
  contributionPercentages,
  contributionSum,
  contributionWarning,
  convertQuantity,
  defaultAreaUsed,
  defaultSourceQuantity,
  farmsLeftToAdd,
  harvestRefusal,
  HYBRID_GENERATION,
  hybridCropOf,
  isHybridCross,
  MASS_UNIT_KG,
  packedQuantity,
  PRODUCTION_MESSAGES as M,
  roundQuantity,
  type SourceLotDraft,
  suggestGeneration,
  toKilograms,
  unitsConvert,
} from './production-rules';

describe('suggestGeneration', () => {
  it('when the previous generation is empty, null or blank, then F1 is suggested', () => {
    expect(suggestGeneration(null)).toBe('F1');
    expect(suggestGeneration(undefined)).toBe('F1');
    expect(suggestGeneration('')).toBe('F1');
    expect(suggestGeneration('   ')).toBe('F1');
  });

  it('when it is F1 to F3, then the next F; when F4 or above, then R1', () => {
    expect(suggestGeneration('F1')).toBe('F2');
    expect(suggestGeneration('F2')).toBe('F3');
    expect(suggestGeneration('F3')).toBe('F4');
    expect(suggestGeneration('F4')).toBe('R1');
    expect(suggestGeneration('F5')).toBe('R1');
    expect(suggestGeneration('F12')).toBe('R1');
    expect(suggestGeneration('F0')).toBe('F1');
  });

  it('when it is R1, then R2; when R2 or above, then C1', () => {
    expect(suggestGeneration('R1')).toBe('R2');
    expect(suggestGeneration('R2')).toBe('C1');
    expect(suggestGeneration('R3')).toBe('C1');
    expect(suggestGeneration('R10')).toBe('C1');
  });

  it('when it is C or G, then it just increments, carrying over 9', () => {
    expect(suggestGeneration('C1')).toBe('C2');
    expect(suggestGeneration('G3')).toBe('G4');
    expect(suggestGeneration('C9')).toBe('C10');
    expect(suggestGeneration('G99')).toBe('G100');
    expect(suggestGeneration('C01')).toBe('C2');
  });

  it('when a letter has no number, then it counts as generation 0', () => {
    expect(suggestGeneration('F')).toBe('F1');
    expect(suggestGeneration('R')).toBe('R1');
    expect(suggestGeneration('C')).toBe('C1');
    expect(suggestGeneration('g')).toBe('G1');
  });

  it('when the letter is lower case or spaced, then it is read the same and the suggestion is upper case', () => {
    expect(suggestGeneration('f1')).toBe('F2');
    expect(suggestGeneration(' f4 ')).toBe('R1');
    expect(suggestGeneration('r2')).toBe('C1');
    expect(suggestGeneration('c7')).toBe('C8');
    expect(suggestGeneration('F 2')).toBe('F3');
    expect(suggestGeneration('R-1')).toBe('R2');
  });

  it('when it is other text with a number, then its last number increments and the rest is kept', () => {
    expect(suggestGeneration('Gen 09')).toBe('Gen 10');
    expect(suggestGeneration('Gen 007')).toBe('Gen 008');
    expect(suggestGeneration('Lot 99')).toBe('Lot 100');
    expect(suggestGeneration('BC2F3')).toBe('BC2F4');
    expect(suggestGeneration('S1 selfed')).toBe('S2 selfed');
  });

  it('when it is a class of the Indian seed chain, then the next class: Nucleus → Breeder → Foundation → Certified (never "Foundation 1")', () => {
    expect(suggestGeneration('Nucleus')).toBe('Breeder');
    expect(suggestGeneration('Breeder')).toBe('Foundation');
    expect(suggestGeneration('breeder seed')).toBe('Foundation');
    expect(suggestGeneration('Breeder1')).toBe('Foundation');
    expect(suggestGeneration('Foundation')).toBe('Certified');
    expect(suggestGeneration('Foundation 2')).toBe('Certified');
    expect(suggestGeneration('Foundation stage II')).toBe('Certified');
    expect(suggestGeneration('Certified')).toBe('Certified 2');
    expect(suggestGeneration('  Certified 1  ')).toBe('Certified 2');
    expect(suggestGeneration('Certified seed stage I')).toBe('Certified 2');
    expect(suggestGeneration('Certified 2')).toBe('Certified 2');
  });

  it("when it is other text without a number, then ' 1' is appended", () => {
    expect(suggestGeneration('Selection')).toBe('Selection 1');
    expect(suggestGeneration('Foundational')).toBe('Foundational 1');
  });

  it('when the cross is a hybrid, then its generation is F1', () => {
    expect(HYBRID_GENERATION).toBe('F1');
  });
});

describe('units', () => {
  it('when a quantity is rounded, then it keeps 3 decimals, half away from zero, in decimal', () => {
    expect(roundQuantity(1.0005)).toBe(1.001);
    expect(roundQuantity(1.0004)).toBe(1);
    expect(roundQuantity(2.675)).toBe(2.675);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(-1.0005)).toBe(-1.001);
    expect(roundQuantity(1e-7)).toBe(0);
  });

  it('when a mass converts to kilograms, then it uses the factor of its unit', () => {
    expect(MASS_UNIT_KG).toEqual({ Kg: 1, g: 0.001, Tons: 1000, lbs: 0.45359237, oz: 0.028349523125 });
    expect(toKilograms(12.5, 'Kg')).toBe(12.5);
    expect(toKilograms(2500, 'g')).toBe(2.5);
    expect(toKilograms(1.2, 'Tons')).toBe(1200);
    expect(toKilograms(10, 'lbs')).toBe(4.536);
    expect(toKilograms(16, 'oz')).toBe(0.454);
  });

  it('when packages convert to kilograms, then they go through the pack, and without a pack give null', () => {
    expect(toKilograms(25, 'packages', { size: 10, unit: 'Kg' })).toBe(250);
    expect(toKilograms(40, 'packages', { size: 500, unit: 'g' })).toBe(20);
    expect(toKilograms(3, 'packages', { size: 50, unit: 'lbs' })).toBe(68.039);
    expect(toKilograms(3, 'packages')).toBeNull();
    expect(toKilograms(3, 'packages', null)).toBeNull();
    expect(toKilograms(3, 'packages', { size: 0, unit: 'Kg' })).toBeNull();
  });

  it('when a quantity converts between masses, then both ways agree at 3 decimals', () => {
    expect(convertQuantity(1, 'Tons', 'Kg')).toBe(1000);
    expect(convertQuantity(1000, 'Kg', 'Tons')).toBe(1);
    expect(convertQuantity(1, 'lbs', 'oz')).toBe(16);
    expect(convertQuantity(16, 'oz', 'lbs')).toBe(1);
    expect(convertQuantity(10, 'Kg', 'lbs')).toBe(22.046);
    expect(convertQuantity(22.046, 'lbs', 'Kg')).toBe(10);
    expect(convertQuantity(1234.5678, 'Kg', 'Kg')).toBe(1234.568);
  });

  it('when packages convert to or from a mass, then only with a pack', () => {
    const pack = { size: 10, unit: 'Kg' } as const;
    expect(convertQuantity(25, 'packages', 'Kg', pack)).toBe(250);
    expect(convertQuantity(250, 'Kg', 'packages', pack)).toBe(25);
    expect(convertQuantity(0.5, 'Tons', 'packages', pack)).toBe(50);
    expect(convertQuantity(25, 'packages', 'Kg')).toBeNull();
    expect(convertQuantity(250, 'Kg', 'packages')).toBeNull();
    expect(convertQuantity(7, 'packages', 'packages')).toBe(7);
  });

  it('when units are compared, then mass to mass always converts and packages only with a pack', () => {
    expect(unitsConvert('Kg', 'oz')).toBe(true);
    expect(unitsConvert('Tons', 'g')).toBe(true);
    expect(unitsConvert('packages', 'packages')).toBe(true);
    expect(unitsConvert('packages', 'Kg')).toBe(false);
    expect(unitsConvert('g', 'packages')).toBe(false);
    expect(unitsConvert('packages', 'Kg', { size: 2, unit: 'lbs' })).toBe(true);
    expect(unitsConvert('Kg', 'packages', { size: -1, unit: 'Kg' })).toBe(false);
  });
});

describe('defaultSourceQuantity', () => {
  it('when a lot is selected, then it gets half its available amount rounded to 1 decimal, half up', () => {
    expect(defaultSourceQuantity(100)).toBe(50);
    expect(defaultSourceQuantity(7.3)).toBe(3.7);
    expect(defaultSourceQuantity(7.1)).toBe(3.6);
    expect(defaultSourceQuantity(3)).toBe(1.5);
    expect(defaultSourceQuantity(0.5)).toBe(0.3);
    expect(defaultSourceQuantity(12.345)).toBe(6.2);
  });

  it('when only 0.1 to 0.2 is available, then it is at least 0.1 and never above the amount', () => {
    expect(defaultSourceQuantity(0.1)).toBe(0.1);
    expect(defaultSourceQuantity(0.15)).toBe(0.1);
    expect(defaultSourceQuantity(0.12)).toBe(0.1);
    expect(defaultSourceQuantity(0.2)).toBe(0.1);
  });

  it('when less than 0.1 is available, then the whole amount; when nothing, then 0', () => {
    expect(defaultSourceQuantity(0.05)).toBe(0.05);
    expect(defaultSourceQuantity(0.0999)).toBe(0.099);
    expect(defaultSourceQuantity(0)).toBe(0);
    expect(defaultSourceQuantity(-3)).toBe(0);
    expect(defaultSourceQuantity(Number.NaN)).toBe(0);
  });
});

describe('checkSources', () => {
  const lot = (over: Partial<SourceLotDraft> = {}): SourceLotDraft => ({
    lotId: 'SL-1',
    quantity: 5,
    available: 10,
    unit: 'Kg',
    cropId: 'maize',
    varietyId: 'v1',
    purpose: 'source',
    ...over,
  });
  const plain = { hybrid: false };
  const hybrid = { hybrid: true };

  it('when there is no source lot, then one is required', () => {
    expect(checkSources([], plain)).toBe('At least one source lot is required');
    expect(checkSources([], hybrid)).toBe(M.sourceRequired);
  });

  it('when a row has no lot, or a lot is chosen twice, then all source lots must be selected', () => {
    const missing = [lot(), lot({ lotId: null, quantity: 0 })];
    expect(checkSources(missing, plain)).toBe('All source lots must be selected');
    expect(checkSources([lot({ lotId: '  ' })], plain)).toBe(M.sourceNotSelected);
    expect(checkSources([lot(), lot()], plain)).toBe(M.sourceNotSelected);
  });

  it('when a quantity is missing, 0 or negative, then every quantity must be above 0', () => {
    for (const quantity of [null, 0, -1, Number.NaN]) {
      const sources = [lot(), lot({ lotId: 'SL-2', quantity, available: 1, cropId: 'rice' })];
      expect(checkSources(sources, plain)).toBe('All source lots must have a quantity greater than 0');
    }
  });

  it('when a quantity is above its available amount, then the first such lot names its amount and unit', () => {
    const sources = [
      lot(),
      lot({ lotId: 'SL-2', quantity: 8, available: 7.5, unit: 'lbs' }),
      lot({ lotId: 'SL-3', quantity: 9, available: 1 }),
    ];
    expect(checkSources(sources, plain)).toBe('Quantity exceeds available amount (7.5 lbs)');
    expect(checkSources([lot({ quantity: 10, available: 10 })], plain)).toBeNull();
    expect(checkSources([lot({ quantity: 0.1 + 0.2, available: 0.3 })], plain)).toBeNull();
  });

  it('when lots of a non-hybrid are of two crops, then crop comes before variety', () => {
    const sources = [lot(), lot({ lotId: 'SL-2', cropId: 'rice', varietyId: 'v2' })];
    expect(checkSources(sources, plain)).toBe('All source lots must be of the same crop type');
  });

  it("when lots of a non-hybrid are of two varieties (or organization varieties), then it's refused", () => {
    expect(checkSources([lot(), lot({ lotId: 'SL-2', varietyId: 'v2' })], plain)).toBe(
      'All source lots must be of the same variety',
    );
    expect(checkSources([lot(), lot({ lotId: 'SL-2', varietyId: null })], plain)).toBe(M.sourcesNotSameVariety);
    expect(checkSources([lot(), lot({ lotId: 'SL-2', orgVarietyId: 'o1' })], plain)).toBe(M.sourcesNotSameVariety);
    expect(checkSources([lot(), lot({ lotId: 'SL-2' })], plain)).toBeNull();
  });

  it('when a hybrid has no male parent, then the male parent is asked for first, then the female', () => {
    expect(checkSources([lot({ purpose: 'female_parent' })], hybrid)).toBe(
      'A male parent lot is required for hybrid crosses',
    );
    expect(checkSources([lot({ purpose: 'source' })], hybrid)).toBe(M.maleParentRequired);
    expect(checkSources([lot({ purpose: 'male_parent' })], hybrid)).toBe(
      'A female parent lot is required for hybrid crosses',
    );
  });

  it('when a hybrid has one male and one female parent of different crops, then it passes; any other lot is refused', () => {
    const male = lot({ purpose: 'male_parent', cropId: 'maize', varietyId: 'a' });
    const female = lot({ lotId: 'SL-2', purpose: 'female_parent', cropId: 'teosinte', varietyId: 'b' });
    expect(checkSources([male, female], hybrid)).toBeNull();
    expect(checkSources([male, female, lot({ lotId: 'SL-3' })], hybrid)).toBe(M.hybridNeedsTwoParents);
    expect(checkSources([male, female, lot({ lotId: 'SL-3', purpose: 'male_parent' })], hybrid)).toBe(
      M.hybridNeedsTwoParents,
    );
  });

  it('when a hybrid is made, then its crop is the female parent’s, and a cross is any parent purpose', () => {
    const sources = [
      lot({ purpose: 'male_parent', cropId: 'maize' }),
      lot({ lotId: 'SL-2', purpose: 'female_parent', cropId: 'sorghum' }),
    ];
    expect(hybridCropOf(sources)).toBe('sorghum');
    expect(hybridCropOf([lot()])).toBeNull();
    expect(isHybridCross(sources)).toBe(true);
    expect(isHybridCross([lot(), lot()])).toBe(false);
  });
});

describe('farm contributions', () => {
  it('when a farm is added, then its area used is 50% of the farm, at most 10', () => {
    expect(defaultAreaUsed(30)).toBe(10);
    expect(defaultAreaUsed(8)).toBe(4);
    expect(defaultAreaUsed(20)).toBe(10);
    expect(defaultAreaUsed(7.33)).toBe(3.665);
  });

  it('when the farm is tiny or has no area, then the area used is the 0.1 minimum', () => {
    expect(defaultAreaUsed(0.1)).toBe(0.1);
    expect(defaultAreaUsed(0.05)).toBe(0.1);
    expect(defaultAreaUsed(null)).toBe(0.1);
    expect(defaultAreaUsed(0)).toBe(0.1);
  });

  it("when an area used is typed, then it is kept within 0.1 and the farm's area", () => {
    expect(clampAreaUsed(5, 8)).toBe(5);
    expect(clampAreaUsed(12, 8)).toBe(8);
    expect(clampAreaUsed(0, 8)).toBe(0.1);
    expect(clampAreaUsed(-4, 8)).toBe(0.1);
    expect(clampAreaUsed(Number.NaN, 8)).toBe(0.1);
    expect(clampAreaUsed(0.5, 0.05)).toBe(0.1);
    expect(clampAreaUsed(500, null)).toBe(500);
  });

  it('when percentages come from areas, then they follow the share and add up to exactly 100', () => {
    expect(contributionPercentages([10, 10])).toEqual([50, 50]);
    expect(contributionPercentages([30, 10])).toEqual([75, 25]);
    expect(contributionPercentages([4])).toEqual([100]);
    expect(contributionPercentages([])).toEqual([]);
    for (const areas of [
      [1, 1, 1],
      [2, 1, 1, 1, 1, 1],
      [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1],
      [3.3, 7.1, 9.9],
      [1, 2, 4],
    ]) {
      const percentages = contributionPercentages(areas);
      expect(percentages.reduce((sum, p) => sum + Math.round(p * 100), 0)).toBe(10_000);
      expect(contributionSum(percentages)).toBe(100);
      expect(checkContributions(percentages.map((percentage) => ({ percentage })))).toBeNull();
    }
  });

  it('when rounding leaves a remainder, then the largest share takes it', () => {
    expect(contributionPercentages([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(contributionPercentages([1, 2, 1, 2])).toEqual([16.67, 33.33, 16.67, 33.33]);
    expect(contributionPercentages([1, 1, 4])).toEqual([16.67, 16.67, 66.66]);
  });

  it('when no area is positive, then the shares are equal', () => {
    expect(contributionPercentages([0, 0])).toEqual([50, 50]);
    expect(contributionPercentages([0, 5])).toEqual([0, 100]);
  });

  it('when farms state areas in different units, then they are brought to one unit first', () => {
    const [hectare, acres] = areasInOneUnit([
      { area: 1, unit: 'hectares' },
      { area: 2.47, unit: 'acres' },
    ]);
    expect(hectare).toBeCloseTo(2.471, 3);
    expect(acres).toBe(2.47);
    expect(areasInOneUnit([{ area: 10_000, unit: 'sq_m' }], 'hectares')).toEqual([1]);
  });

  it('when there is no contribution, then one is required', () => {
    expect(checkContributions([])).toBe('At least one farm contribution is required');
  });

  it('when the percentages miss 100 by more than 0.5, then they must add up to 100%', () => {
    expect(checkContributions([{ percentage: 60 }, { percentage: 40.5 }])).toBeNull();
    expect(checkContributions([{ percentage: 60 }, { percentage: 39.5 }])).toBeNull();
    expect(checkContributions([{ percentage: 60 }, { percentage: 40.51 }])).toBe(
      'Farm contributions must add up to 100%',
    );
    expect(checkContributions([{ percentage: 50 }])).toBe(M.contributionsNotHundred);
    expect(checkContributions([{ percentage: Number.NaN }])).toBe(M.contributionsNotHundred);
  });

  it('when the sum is more than 0.1 away from 100, then it warns', () => {
    expect(contributionWarning(100)).toBe(false);
    expect(contributionWarning(100.1)).toBe(false);
    expect(contributionWarning(99.9)).toBe(false);
    expect(contributionWarning(33.33 + 33.33 + 33.34)).toBe(false);
    expect(contributionWarning(100.11)).toBe(true);
    expect(contributionWarning(99.8)).toBe(true);
    expect(contributionWarning(Number.NaN)).toBe(true);
  });

  it('when one farm is left, then it cannot be removed', () => {
    expect(canRemoveFarm(1)).toBe(false);
    expect(canRemoveFarm(0)).toBe(false);
    expect(canRemoveFarm(2)).toBe(true);
  });

  it('when farms are added, then each only once, and the add button says why none is left', () => {
    const farms = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(farmsLeftToAdd(farms, ['b'])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(addFarmRefusal(farms, ['b'])).toBeNull();
    expect(addFarmRefusal(farms, ['a', 'b', 'c'])).toBe('All farms have been added already');
    expect(addFarmRefusal([], [])).toBe('No farms available to add');
  });
});

describe('checkDetails', () => {
  it('when crop, variety or generation is missing, then the first of them is named', () => {
    const ok = { cropId: 'maize', varietyId: 'v1', generation: 'F2' };
    expect(checkDetails(ok, { hybrid: false })).toBeNull();
    expect(checkDetails({ ...ok, cropId: null, varietyId: null }, { hybrid: false })).toBe('Crop is required');
    expect(checkDetails({ ...ok, varietyId: null, generation: '' }, { hybrid: false })).toBe('Variety is required');
    expect(checkDetails({ ...ok, generation: '  ' }, { hybrid: false })).toBe('Generation is required');
  });

  it('when the lot is a hybrid, then it needs no variety', () => {
    expect(checkDetails({ cropId: 'maize', varietyId: null, generation: 'F1' }, { hybrid: true })).toBeNull();
    expect(M.completeRequiredFields).toBe('Please complete all required fields');
  });
});

describe('packaging', () => {
  it('when packages are packed, then the quantity is count × size in the pack unit and in kilograms', () => {
    expect(packedQuantity(25, 10, 'Kg')).toEqual({ quantity: 250, unit: 'Kg', kilograms: 250 });
    expect(packedQuantity(40, 500, 'g')).toEqual({ quantity: 20_000, unit: 'g', kilograms: 20 });
    expect(packedQuantity(3, 0.1, 'Tons')).toEqual({ quantity: 0.3, unit: 'Tons', kilograms: 300 });
    expect(packedQuantity(12, 2.5, 'lbs')).toEqual({ quantity: 30, unit: 'lbs', kilograms: 13.608 });
  });

  it('when parent lots are checked, then the spec messages come in order', () => {
    const p = { lotId: 'SL-1', quantity: 5, unit: 'Kg' };
    expect(checkPackagingParents([])).toBe('At least one parent lot must be selected');
    expect(checkPackagingParents([p, { ...p, lotId: null }])).toBe('Please select a valid source lot');
    expect(checkPackagingParents([p, p])).toBe(M.parentInvalid);
    expect(checkPackagingParents([p, { ...p, lotId: 'SL-2', quantity: 0, unit: null }])).toBe(
      'Please enter a valid quantity for all parent lots',
    );
    expect(checkPackagingParents([p, { ...p, lotId: 'SL-2', unit: ' ' }])).toBe(
      'Please specify a unit for all parent lots',
    );
    expect(checkPackagingParents([p, { ...p, lotId: 'SL-2' }])).toBeNull();
  });

  it('when a single parent leaves its quantity and unit out, then it passes (it gives the packed quantity)', () => {
    expect(checkPackagingParents([{ lotId: 'SL-1', quantity: null, unit: null }])).toBeNull();
    expect(checkPackagingParents([{ lotId: 'SL-1', quantity: 0, unit: 'Kg' }])).toBe(M.parentQuantityInvalid);
  });
});

describe('harvest', () => {
  it('when a raw production lot is active or draft, then it can be harvested', () => {
    expect(canHarvest('raw_production', 'active')).toBe(true);
    expect(canHarvest('raw_production', 'draft')).toBe(true);
    expect(harvestRefusal('raw_production', 'draft')).toBeNull();
  });

  it('when the lot is not a production lot, then that is the refusal, before its status', () => {
    expect(canHarvest('packaged_unit', 'active')).toBe(false);
    expect(harvestRefusal('packaged_unit', 'harvested')).toBe('Only production lots can be harvested');
    expect(harvestRefusal('unregistered_source', 'active')).toBe(M.onlyProductionHarvested);
  });

  it('when the production lot is in another status, then the refusal names it', () => {
    expect(canHarvest('raw_production', 'harvested')).toBe(false);
    expect(harvestRefusal('raw_production', 'harvested')).toBe(
      'This lot must be in active or draft status to be harvested. Current status: harvested',
    );
  });

  it('when the harvest form is checked, then yield, pack size and date come in order', () => {
    const ok = { yieldQuantity: 120, packSize: 25, harvestDate: '2026-11-23' };
    expect(checkHarvestForm(ok)).toBeNull();
    expect(checkHarvestForm({ ...ok, yieldQuantity: 0, packSize: null })).toBe('Please enter a valid yield quantity');
    expect(checkHarvestForm({ ...ok, packSize: -1, harvestDate: null })).toBe('Please enter a valid pack size');
    expect(checkHarvestForm({ ...ok, harvestDate: '' })).toBe('Please select a harvest date');
  });

  it('when a harvest ends, then the spec toasts and the lot-missing message are the ones used', () => {
    expect(M.harvested).toBe('Seed lot marked as harvested successfully');
    expect(M.harvestFailed).toBe('Failed to harvest seed lot');
    expect(M.notFound).toBe('Seed lot not found');
    expect(M.quantityExceedsAvailable(12.5, 'Kg')).toBe('Quantity exceeds available amount (12.5 Kg)');
  });
});
