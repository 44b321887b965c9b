import type { MarkerSpec } from './map-port';

const STYLES: Record<MarkerSpec['kind'], string> = {
  farm: 'width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#dc2626;border:2px solid #fff;',
  location:
    'width:22px;height:22px;border-radius:50%;background:#2563eb;border:3px solid #fff;box-shadow:0 0 0 2px #2563eb;',
  vertex:
    'width:22px;height:22px;border-radius:50%;background:#16a34a;border:2px solid #fff;color:#fff;font:600 11px/18px system-ui;text-align:center;',
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
  if (spec.selected) el.setAttribute('aria-pressed', 'true');
  else el.removeAttribute('aria-pressed');
  el.style.cssText =
    STYLES[spec.kind] +
    'padding:0;cursor:pointer;' +
    (spec.selected ? 'background:#f59e0b;outline:3px solid #b45309;' : '');
  el.textContent = spec.kind === 'farm' ? '' : (spec.label ?? '');
}
