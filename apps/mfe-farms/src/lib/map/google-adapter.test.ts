import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LngLat } from './map-port';

// No Maps key and no internet here: a small stand-in for the parts of google.maps the adapter
// uses checks our wiring (loader options, events, markers, polygons, fitting, pixels). The
// real library is only exercised where a key is configured.
type Listener = (e: { latLng: { lat(): number; lng(): number } | null }) => void;

class FakeMap {
  static last: FakeMap;
  listeners = new Map<string, Listener>();
  fitted: { bounds: FakeBounds; padding: number } | null = null;
  center: LngLat | null = null;
  constructor(
    public container: HTMLElement,
    public options: Record<string, unknown>,
  ) {
    FakeMap.last = this;
  }
  addListener(name: string, fn: Listener) {
    this.listeners.set(name, fn);
  }
  getProjection() {
    // World coordinates as a plain equirectangular projection keep the test's arithmetic easy.
    return { fromLatLngToPoint: (p: LngLat) => ({ x: p.lng, y: -p.lat }) };
  }
  getBounds() {
    return { getNorthEast: () => ({ lat: () => 10 }), getSouthWest: () => ({ lng: () => 70 }) };
  }
  getZoom() {
    return 2;
  }
  fitBounds(bounds: FakeBounds, padding: number) {
    this.fitted = { bounds, padding };
  }
  setCenter(c: LngLat) {
    this.center = c;
  }
  fire(name: string, at: LngLat) {
    this.listeners.get(name)?.({ latLng: { lat: () => at.lat, lng: () => at.lng } });
  }
}
class FakeBounds {
  points: LngLat[] = [];
  extend(p: LngLat) {
    this.points.push(p);
  }
}
class FakePolygon {
  static all: FakePolygon[] = [];
  map: unknown;
  click: (() => void) | null = null;
  constructor(public options: { map: unknown; paths: LngLat[] }) {
    this.map = options.map;
    FakePolygon.all.push(this);
  }
  addListener(_: string, fn: () => void) {
    this.click = fn;
  }
  setMap(map: unknown) {
    this.map = map;
  }
}
class FakeMarker {
  static all: FakeMarker[] = [];
  map: unknown;
  position: LngLat;
  content: HTMLElement;
  gmpDraggable: boolean;
  dragend: (() => void) | null = null;
  constructor(o: { map: unknown; position: LngLat; content: HTMLElement; gmpDraggable: boolean }) {
    this.map = o.map;
    this.position = o.position;
    this.content = o.content;
    this.gmpDraggable = o.gmpDraggable;
    FakeMarker.all.push(this);
  }
  addListener(_: string, fn: () => void) {
    this.dragend = fn;
  }
}

const loader = vi.hoisted(() => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));
vi.mock('@googlemaps/js-api-loader', () => loader);

beforeEach(() => {
  FakePolygon.all = [];
  FakeMarker.all = [];
  loader.importLibrary.mockImplementation(async (name: string) => {
    if (name === 'maps') return { Map: FakeMap, Polygon: FakePolygon };
    if (name === 'marker') return { AdvancedMarkerElement: FakeMarker };
    return { LatLngBounds: FakeBounds };
  });
  vi.stubGlobal('google', { maps: { event: { addListenerOnce: vi.fn() } } });
});

async function open() {
  const { googleAdapter } = await import('./google-adapter');
  const container = document.createElement('div');
  const controls = { map: 'Map', zoomIn: 'Zoom in', zoomOut: 'Zoom out', toggleAttribution: 'Credits' };
  const handle = await googleAdapter('key-1')(container, {
    center: { lat: 20, lng: 73 },
    zoom: 15,
    tileUrl: '',
    controls,
  });
  return { handle, map: FakeMap.last };
}

describe('the Google map adapter', () => {
  it('when a map opens, then the loader gets the key and double-click zoom is off (it removes points)', async () => {
    const { map } = await open();
    expect(loader.setOptions).toHaveBeenCalledWith({ key: 'key-1', v: 'weekly' });
    expect(map.options).toMatchObject({ center: { lat: 20, lng: 73 }, zoom: 15, disableDoubleClickZoom: true });
  });

  it('when the map is clicked, then the click reaches the screen (no boundary drawing yet)', async () => {
    const { handle, map } = await open();
    const onMapClick = vi.fn();
    handle.setEvents({ onMapClick });
    map.fire('click', { lat: 20.5, lng: 73.5 });
    expect(onMapClick).toHaveBeenCalledWith({ lat: 20.5, lng: 73.5 });
  });

  it('when markers are set, moved and dragged, then they are named buttons that report their place', async () => {
    const { handle } = await open();
    const onMarkerDragEnd = vi.fn();
    const onMarkerClick = vi.fn();
    handle.setEvents({ onMarkerDragEnd, onMarkerClick });
    handle.setMarkers([
      { id: 'location', kind: 'location', title: 'Farm location', position: { lat: 1, lng: 2 }, draggable: true },
    ]);
    const [marker] = FakeMarker.all;
    expect(marker!.content.getAttribute('aria-label')).toBe('Farm location');
    expect(marker!.gmpDraggable).toBe(true);
    marker!.content.click();
    expect(onMarkerClick).toHaveBeenCalledWith('location');
    marker!.position = { lat: 3, lng: 4 };
    marker!.dragend!();
    expect(onMarkerDragEnd).toHaveBeenCalledWith('location', { lat: 3, lng: 4 });
    handle.setMarkers([]);
    expect(marker!.map).toBeNull();
  });

  it('when polygons are set, then only real polygons are drawn and a click names the farm', async () => {
    const { handle } = await open();
    const onPolygonClick = vi.fn();
    handle.setEvents({ onPolygonClick });
    const triangle = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    handle.setPolygons([
      { id: 'farm-1', points: triangle },
      { id: 'farm-2', points: triangle.slice(0, 2) },
    ]);
    expect(FakePolygon.all).toHaveLength(1);
    FakePolygon.all[0]!.click!();
    expect(onPolygonClick).toHaveBeenCalledWith('farm-1');
    handle.setPolygons([]);
    expect(FakePolygon.all[0]!.map).toBeNull();
  });

  it('when fitting, then one point centres and several fit with the padding', async () => {
    const { handle, map } = await open();
    handle.fitTo([{ lat: 5, lng: 6 }], 50);
    expect(map.center).toEqual({ lat: 5, lng: 6 });
    handle.fitTo(
      [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
      ],
      50,
    );
    expect(map.fitted?.padding).toBe(50);
    expect(map.fitted?.bounds.points).toHaveLength(2);
  });

  it('when a position is projected, then it is in pixels from the top left corner', async () => {
    const { handle } = await open();
    // Top left is (lng 70, lat 10); at zoom 2 one world unit is 4 pixels.
    expect(handle.project({ lat: 9, lng: 72 })).toEqual({ x: 8, y: 4 });
  });
});
