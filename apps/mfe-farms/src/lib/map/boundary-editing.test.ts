import { describe, expect, it, vi } from 'vitest';
import type { BoundaryDrawing } from './boundary-drawing';
import { boundaryEditing } from './boundary-editing';
import type { BoundaryEdit, LngLat, MapEvents } from './map-port';

const square: LngLat[] = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 1 },
];

/** A drawing whose point 1 sits at (0, 1) and whose midpoint handle sits at (0, 0.5). */
function fakeDrawing() {
  const shown: (BoundaryEdit | null)[] = [];
  const drawing: BoundaryDrawing = {
    set: (edit) => void shown.push(edit),
    hitAt: (at) =>
      at.lat === 0 && at.lng === 1
        ? { kind: 'vertex', index: 1 }
        : at.lat === 0 && at.lng === 0.5
          ? { kind: 'midpoint' }
          : null,
    destroy: vi.fn(),
  };
  return { drawing, shown };
}

function setUp() {
  const events = {
    onMapClick: vi.fn(),
    onVertexClick: vi.fn(),
    onVertexDoubleClick: vi.fn(),
    onBoundaryEdited: vi.fn(),
  } satisfies MapEvents;
  const { drawing, shown } = fakeDrawing();
  let edited: ((p: LngLat[]) => void) | null = null;
  const load = vi.fn(async (onEdited: (p: LngLat[]) => void) => {
    edited = onEdited;
    return drawing;
  });
  const container = document.createElement('div');
  const editing = boundaryEditing(container, () => events, load);
  return { events, shown, load, container, editing, edited: () => edited! };
}

describe('boundary editing on a map', () => {
  it('when nothing is edited, then the drawing library is never loaded', () => {
    const { editing, load } = setUp();
    editing.set(null);
    expect(load).not.toHaveBeenCalled();
  });

  it('when the boundary changes while the library loads, then it loads once and shows the latest', async () => {
    const { editing, load, shown, container } = setUp();
    editing.set({ points: square.slice(0, 1), selected: null });
    editing.set({ points: square, selected: 2 });
    await vi.waitFor(() => expect(container.dataset.drawing).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ points: square, selected: 2 }]);
  });

  it('when the map is clicked, then a point selects, a midpoint is left to the library and elsewhere adds', async () => {
    const { editing, events, container } = setUp();
    editing.set({ points: square, selected: null });
    await vi.waitFor(() => expect(container.dataset.drawing).toBe('ready'));
    editing.click({ lat: 0, lng: 1 });
    expect(events.onVertexClick).toHaveBeenCalledWith(1);
    editing.click({ lat: 0, lng: 0.5 });
    editing.click({ lat: 5, lng: 5 });
    expect(events.onMapClick.mock.calls).toEqual([[{ lat: 5, lng: 5 }]]);
    editing.doubleClick({ lat: 0, lng: 1 });
    editing.doubleClick({ lat: 5, lng: 5 });
    expect(events.onVertexDoubleClick.mock.calls).toEqual([[1]]);
  });

  it('when the library edits the boundary, then the map reports the new points', async () => {
    const { editing, events, edited } = setUp();
    editing.set({ points: square, selected: null });
    await vi.waitFor(() => expect(edited()).not.toBeNull());
    edited()(square.slice(1));
    expect(events.onBoundaryEdited).toHaveBeenCalledWith(square.slice(1));
  });

  it('when loading fails, then the next change tries again', async () => {
    const { drawing } = fakeDrawing();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(drawing);
    const container = document.createElement('div');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const editing = boundaryEditing(container, () => ({}), load);
    editing.set({ points: square, selected: null });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    editing.set({ points: square, selected: 0 });
    await vi.waitFor(() => expect(container.dataset.drawing).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('when a map is gone before the library arrives, then the drawing is destroyed at once', async () => {
    const { drawing } = fakeDrawing();
    const editing = boundaryEditing(
      document.createElement('div'),
      () => ({}),
      async () => drawing,
    );
    editing.set({ points: square, selected: null });
    editing.destroy();
    await vi.waitFor(() => expect(drawing.destroy).toHaveBeenCalled());
  });
});
