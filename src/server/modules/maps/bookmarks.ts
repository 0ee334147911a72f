import type { CreateBookmarkRequest, MapBookmarkDto } from '@shared/maps';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import type * as library from '@server/library';
import * as repo from './repo';
import { layerOrThrow, openLayers } from './service';

/** Map Master's bookmarks: a hotspot or a layer, once each per candidate, the caller's own only. */
function bookmarkDto(a: library.Atlas & { open: Set<string> }, row: { id: string; target: string; created_at: Date }): MapBookmarkDto | null {
  const [kind, ref] = row.target.split(/:(.*)/s) as ['hotspot' | 'layer', string];
  const base = { id: row.id, createdAt: row.created_at.toISOString() };
  if (kind === 'layer') {
    const l = a.layers.find((x) => x.id === ref);
    return l ? { ...base, kind, hotspotId: null, layerId: l.id, name: l.name, hotspotType: null, latitude: null, longitude: null } : null;
  }
  const h = a.hotspots.find((x) => x.id === ref);
  if (!h) return null;
  return {
    ...base,
    kind: 'hotspot',
    hotspotId: h.id,
    layerId: h.layerId,
    name: { en: h.name, mr: h.nameMarathi },
    hotspotType: h.hotspotType,
    // where a premium place is stays with the paid plan
    latitude: a.open.has(h.layerId) ? h.latitude : null,
    longitude: a.open.has(h.layerId) ? h.longitude : null,
  };
}

/** A layer may be bookmarked whatever the plan (its name is public); a premium layer's hotspot only with a paid plan. */
export async function addBookmark(db: Executor, userId: string, paid: boolean, req: CreateBookmarkRequest, now: Date): Promise<MapBookmarkDto> {
  const a = await openLayers(db, paid);
  let target: string;
  if (req.hotspotId !== undefined) {
    const h = a.hotspots.find((x) => x.id === req.hotspotId);
    if (!h) throw new AppError(404, 'not_found', 'No such place.', 'hotspotId');
    layerOrThrow(a, h.layerId);
    target = `hotspot:${h.id}`;
  } else {
    const l = a.layers.find((x) => x.id === req.layerId);
    if (!l) throw new AppError(404, 'not_found', 'No such map layer.', 'layerId');
    target = `layer:${l.id}`;
  }
  return bookmarkDto(a, await repo.addBookmark(db, userId, target, now))!;
}

/** The caller's bookmarks, newest first; a premium hotspot stays listed (name only) after a plan ends. */
export async function listBookmarks(db: Executor, userId: string, paid: boolean): Promise<MapBookmarkDto[]> {
  const [a, rows] = await Promise.all([openLayers(db, paid), repo.listBookmarks(db, userId)]);
  return rows.map((r) => bookmarkDto(a, r)).filter((b): b is MapBookmarkDto => b !== null);
}

export async function removeBookmark(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteBookmark(db, userId, id))) throw new AppError(404, 'not_found', 'No such bookmark.');
}
