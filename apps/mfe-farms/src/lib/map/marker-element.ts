import type { MarkerSpec } from './map-port';

// 24 px: the smallest touch target (WCAG 2.2 target size) that needs no spacing from its
// neighbours, which a boundary's points close together on a phone do not have.
const STYLES: Record<MarkerSpec['kind'], string> = {
  farm: 'width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#dc2626;border:2px solid #fff;',
  location:
    'width:24px;height:24px;border-radius:50%;background:#2563eb;border:3px solid #fff;box-shadow:0 0 0 2px #2563eb;',
  vertex:
    'width:24px;height:24px;border-radius:50%;background:#16a34a;border:2px solid #fff;color:#fff;font:600 11px/20px system-ui;text-align:center;',
};

/** A marker as a real button: focusable, named, and draggable by the map library. */
export function markerElement(spec: MarkerSpec): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  updateMarkerElement(el, spec);
  return el;
}

export function updateMarkerElement(el: HTMLButtonElement, spec: MarkerSpec) {
  el.setAttribute('aria-label', spec.title);
  el.title = spec.title;
  el.dataset.markerKind = spec.kind;
  el.dataset.markerId = spec.id;
  el.style.cssText = STYLES[spec.kind] + 'padding:0;cursor:pointer;';
  el.textContent = spec.kind === 'farm' ? '' : (spec.label ?? '');
}

/**
 * A marker's click reports it; its double-click is swallowed, so it never reaches the map
 * (where a double-click removes the boundary point underneath).
 */
export function listenToMarker(el: HTMLButtonElement, onClick: () => void) {
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  el.addEventListener('dblclick', (e) => {
    e.stopPropagation();
    e.preventDefault();
  });
}

export interface MarkerEntry {
  spec: MarkerSpec;
  el: HTMLButtonElement;
}

/**
 * Brings an adapter's live markers in line with the specs, by id: markers no longer wanted
 * are removed, kept ones restyled and moved, new ones created. The adapter says how its map
 * library does each.
 */
export function syncMarkers<E extends MarkerEntry>(
  markers: Map<string, E>,
  specs: readonly MarkerSpec[],
  library: { create(spec: MarkerSpec): E; update(entry: E, spec: MarkerSpec): void; remove(entry: E): void },
) {
  const wanted = new Set(specs.map((s) => s.id));
  for (const [id, entry] of markers) {
    if (wanted.has(id)) continue;
    library.remove(entry);
    markers.delete(id);
  }
  for (const spec of specs) {
    const existing = markers.get(spec.id);
    if (!existing) {
      markers.set(spec.id, library.create(spec));
      continue;
    }
    existing.spec = spec;
    updateMarkerElement(existing.el, spec);
    library.update(existing, spec);
  }
}
