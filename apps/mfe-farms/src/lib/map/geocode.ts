/// <reference types="google.maps" />
import { ApiError, apiFetch, loadPublicConfig } from '@seed/auth';
import type { PublicConfig } from '@seed/domain';
import type { LngLat } from './map-port';

/** Google with a Maps key, else the BFF's open geocoder when GEOCODER_URL is set, else none. */
function geocoderOf(config: PublicConfig): 'google' | 'open' | null {
  // A host older than the geocoder field strips it: Google still works with a key then.
  return config.geocoder ?? (config.mapsApiKey ? 'google' : null);
}

/** Whether an address geocoder is configured: Google's (a Maps key) or the open one of the BFF. */
export async function geocoderAvailable(): Promise<boolean> {
  return geocoderOf(await loadPublicConfig()) !== null;
}

export type GeocodeResult = { status: 'OK'; location: LngLat } | { status: string; location: null };

/** Geocodes an address; the status is Google's ('OK', 'ZERO_RESULTS', …) for either geocoder. */
export async function geocodeAddress(address: string): Promise<GeocodeResult> {
  const config = await loadPublicConfig();
  const geocoder = geocoderOf(config);
  if (geocoder === 'google' && config.mapsApiKey) return geocodeWithGoogle(config.mapsApiKey, address);
  if (geocoder === 'open') return geocodeWithBff(address);
  return { status: 'UNAVAILABLE', location: null };
}

async function geocodeWithGoogle(key: string, address: string): Promise<GeocodeResult> {
  const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
  setOptions({ key, v: 'weekly' });
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

/** The BFF's refusals in the statuses Google's geocoder uses, for 'Geocoding failed: {status}'. */
function statusOf(error: unknown): string {
  if (!(error instanceof ApiError)) return 'UNKNOWN_ERROR';
  if (error.status === 400) return 'INVALID_REQUEST';
  if (error.status === 401 || error.status === 403) return 'REQUEST_DENIED';
  if (error.status === 429) return 'OVER_QUERY_LIMIT';
  if (error.status === 501) return 'UNAVAILABLE';
  return 'UNKNOWN_ERROR';
}

/** GET /api/v1/geocode: the open geocoder's best match, through the BFF (same origin, so no CSP change). */
async function geocodeWithBff(address: string): Promise<GeocodeResult> {
  try {
    // A query the contract refuses (blank, too long) is a 400 ApiError before anything is sent.
    return await apiFetch('geocoding', 'geocode', { query: { q: address } });
  } catch (error) {
    return { status: statusOf(error), location: null };
  }
}
