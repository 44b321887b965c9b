import {
  type AreaUnit,
  type Farm,
  type FarmCreateInput,
  type FarmUpdateInput,
  FARM_LIMITS,
  formatSoilCharacteristics,
  type IrrigationMethod,
  type IrrigationSource,
  type OwnershipStatus,
  type SoilType,
  parseSoilCharacteristics,
} from '@seed/domain';
import { centreOf, type LatLng, pointsToPolygon, ringToPoints } from './boundary';

/** What the new and edit forms hold (numbers stay text until submit, as typed). */
export interface FarmFormValues {
  name: string;
  identifier: string;
  address: string;
  totalArea: string;
  areaUnit: AreaUnit;
  ownership: OwnershipStatus | '';
  soilType: SoilType | '';
  soilCharacteristics: string;
  irrigationMethod: IrrigationMethod | '';
  irrigationSources: IrrigationSource[];
  points: LatLng[];
  location: LatLng | null;
}

export const EMPTY_FARM_FORM: FarmFormValues = {
  name: '',
  identifier: '',
  address: '',
  totalArea: '',
  areaUnit: FARM_LIMITS.defaultAreaUnit,
  ownership: '',
  soilType: '',
  soilCharacteristics: '',
  irrigationMethod: '',
  irrigationSources: [],
  points: [],
  location: null,
};

const soilFields = (v: FarmFormValues) => ({
  soil_type: v.soilType || null,
  soil_characteristics: parseSoilCharacteristics(v.soilCharacteristics),
  irrigation_sources: v.irrigationSources,
});

/** The POST body: identifier generated when blank, location from the marker or the boundary's middle. */
export function toCreateInput(v: FarmFormValues): FarmCreateInput {
  const location = v.location ?? centreOf(v.points);
  // A blank identifier is made by the server (spec 3 §5), never in the browser.
  const identifier = v.identifier.trim() || null;
  return {
    name: v.name,
    address: v.address,
    total_area: v.totalArea,
    boundary: pointsToPolygon(v.points) ?? undefined,
    area_unit: v.areaUnit,
    ownership_status: v.ownership || undefined,
    irrigation_method: v.irrigationMethod || undefined,
    location: location ? { latitude: location.lat, longitude: location.lng } : null,
    identifier,
    ...soilFields(v),
  } as FarmCreateInput;
}

/** The PATCH body: the boundary is sent only with 3 or more points (spec 3 §4). */
export function toUpdateInput(v: FarmFormValues): FarmUpdateInput {
  const location = v.location ?? centreOf(v.points);
  const boundary = pointsToPolygon(v.points);
  return {
    name: v.name,
    address: v.address,
    total_area: v.totalArea,
    ownership_status: v.ownership || undefined,
    location: location ? { latitude: location.lat, longitude: location.lng } : undefined,
    area_unit: v.areaUnit,
    irrigation_method: v.irrigationMethod || undefined,
    ...(boundary ? { boundary } : {}),
    identifier: v.identifier,
    ...soilFields(v),
  } as FarmUpdateInput;
}

/** The edit form pre-filled from a farm; the ring's closing point is dropped. */
export function fromFarm(farm: Farm): FarmFormValues {
  return {
    name: farm.name,
    identifier: farm.identifier ?? '',
    address: farm.address ?? '',
    totalArea: farm.total_area === null ? '' : String(farm.total_area),
    areaUnit: farm.area_unit ?? FARM_LIMITS.defaultAreaUnit,
    ownership: farm.ownership_status ?? '',
    soilType: farm.soil_type ?? '',
    soilCharacteristics: formatSoilCharacteristics(farm.soil_characteristics),
    irrigationMethod: farm.irrigation_method ?? '',
    irrigationSources: farm.irrigation_sources,
    points: ringToPoints(farm.boundary?.coordinates[0] ?? []),
    location: farm.latitude !== null && farm.longitude !== null ? { lat: farm.latitude, lng: farm.longitude } : null,
  };
}

/**
 * The form field each top-level key of the API body (FarmCreate, FarmUpdate) is edited in, so
 * a message of the schema shows under the field the user fills: the boundary under the map's
 * points, the coordinates under the location.
 */
export const FARM_FORM_FIELD_OF: Readonly<Record<string, keyof FarmFormValues>> = {
  name: 'name',
  identifier: 'identifier',
  address: 'address',
  total_area: 'totalArea',
  area_unit: 'areaUnit',
  ownership_status: 'ownership',
  soil_type: 'soilType',
  soil_characteristics: 'soilCharacteristics',
  irrigation_method: 'irrigationMethod',
  irrigation_sources: 'irrigationSources',
  boundary: 'points',
  location: 'location',
};

/** The first message of a failed check, in the schema's (the spec's) order. */
export function firstMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'An error occurred';
}
