/// <reference types="google.maps" />
import { loadPublicConfig } from '@seed/auth';
import type { LngLat } from './map-port';

/** Whether an address geocoder is configured (today: the Google one, with a Maps key). */
export async function geocoderAvailable(): Promise<boolean> {
  return Boolean((await loadPublicConfig()).mapsApiKey);
}

export type GeocodeResult = { status: 'OK'; location: LngLat } | { status: string; location: null };

/** Geocodes an address; the status is the geocoder's own ('OK', 'ZERO_RESULTS', …). */
export async function geocodeAddress(address: string): Promise<GeocodeResult> {
  const config = await loadPublicConfig();
  if (!config.mapsApiKey) return { status: 'UNAVAILABLE', location: null };
  const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
  setOptions({ key: config.mapsApiKey, v: 'weekly' });
  const { Geocoder } = await importLibrary('geocoding');
  try {
    const { results } = await new Geocoder().geocode({ address });
    const first = results[0];
    if (!first) return { status: 'ZERO_RESULTS', location: null };
    return { status: 'OK', location: { lat: first.geometry.location.lat(), lng: first.geometry.location.lng() } };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { status: code ?? 'ERROR', location: null };
  }
}
