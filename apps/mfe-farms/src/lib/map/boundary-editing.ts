import type { BoundaryDrawing } from './boundary-drawing';
import type { BoundaryEdit, LngLat, MapEvents } from './map-port';

type LoadDrawing = (onEdited: (points: LngLat[]) => void) => Promise<BoundaryDrawing>;

/**
 * The part of boundary editing both map adapters share: the drawing library loads with the
 * first boundary to edit (list and detail maps never need it), always shows the latest
 * boundary once in, and the map's clicks are routed — on a point selects it, on another of
 * terra-draw's handles is terra-draw's, anywhere else adds a point.
 */
export function boundaryEditing(container: HTMLElement, events: () => MapEvents, load: LoadDrawing) {
  let latest: BoundaryEdit | null = null;
  let drawing: BoundaryDrawing | null = null;
  let loading: Promise<void> | null = null;
  let destroyed = false;
  return {
    set(edit: BoundaryEdit | null) {
      latest = edit;
      if (drawing) return drawing.set(edit);
      if (!edit || loading) return;
      loading = load((points) => events().onBoundaryEdited?.(points)).then(
        (d) => {
          if (destroyed) return d.destroy();
          drawing = d;
          d.set(latest);
          // Marks the map for tests and tools: points can now be selected, dragged, inserted.
          container.dataset.drawing = 'ready';
        },
        (e: unknown) => {
          // A chunk that failed to load (a deploy in between, a lost connection): try again
          // with the next change rather than leaving the editor without its drawing for good.
          console.error('Loading the boundary drawing failed', e);
          loading = null;
        },
      );
    },
    click(at: LngLat) {
      const hit = drawing?.hitAt(at) ?? null;
      if (!hit) events().onMapClick?.(at);
      else if (hit.kind === 'vertex') events().onVertexClick?.(hit.index);
    },
    doubleClick(at: LngLat) {
      const hit = drawing?.hitAt(at) ?? null;
      if (hit?.kind === 'vertex') events().onVertexDoubleClick?.(hit.index);
    },
    destroy() {
      destroyed = true;
      drawing?.destroy();
    },
  };
}
