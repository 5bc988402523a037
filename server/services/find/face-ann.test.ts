// The selfie search's approximate index: the planted person's photos come first in an event larger than the
// candidates it re-ranks, two servers (two apps, each with its own indexes, on one database) both follow what the
// other adds and deletes, faces stored without a code are coded, and the memory held is what is accounted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankFaceMatches } from '../../domain/face-match.ts';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deletePhotos } from '../media/photo-deletion.ts';
import {
  chunkBytes,
  FaceIndexes,
  faceIndexesOf,
  facesPerChunk,
  loadEventFaceIndex,
  matchEventFaces,
} from './face-ann.ts';
import { faceCode } from './face-codes.ts';
import type { FoundFace } from './face-engine.ts';
import { indexPhotoFaces, scoreEventFaces, searchPhotosBySelfie } from './face-index.ts';
import { embeddingLength, normaliseEmbedding, quantise } from './face-vectors.ts';

function randomUnit(seed: number): Float32Array {
  let state = seed;
  return normaliseEmbedding(
    Array.from({ length: embeddingLength }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 31 - 1;
    }),
  );
}

/** A face of the person whose selfie is `selfie` (cosine ~0.75-0.9), or of a stranger. */
const faceOf = (selfie: Float32Array, seed: number, weight = 0.7) =>
  normaliseEmbedding(selfie.map((value, i) => weight * value + (1 - weight) * randomUnit(seed)[i]!));

const found = (embedding: Float32Array): FoundFace => ({
  box: { left: 10, top: 10, width: 100, height: 120 },
  score: 0.9,
  embedding,
});

describe('the approximate face index', () => {
  let a: TestApp;
  let b: TestApp;
  let studio: Studio;
  let event: Event;
  const selfie = randomUnit(1);
  const planted: Photo[] = [];
  const strangers = 400;

  /** A ready photo whose faces the photo-face-index job stores as these (through app A). */
  async function photoWith(faces: Float32Array[]): Promise<Photo> {
    const photo = await factories(a.db, a.services).photo(studio, event);
    const context = { db: a.db, services: a.services, findFaces: async () => faces.map(found) };
    expect(await indexPhotoFaces(context, photo.id)).toBe('indexed');
    return photo;
  }

  const searchOn = (app: TestApp, candidates = 40) =>
    matchEventFaces(app.db, event.id, selfie, { indexes: faceIndexesOf(app.services), candidates });

  beforeAll(async () => {
    // No workers: the photo-face-index jobs queued for the factory's photos would read them with the real model.
    a = await createTestApp({}, { workers: false });
    // A second server: its own services (and indexes) on the same database.
    b = await createTestApp(
      {},
      {
        workers: false,
        database: { prisma: a.db, url: a.databaseUrl, embedded: false, close: async () => {} },
      },
    );
    const make = factories(a.db, a.services);
    studio = await make.studio();
    event = await make.event(studio);
    await a.db.event.update({ where: { id: event.id }, data: { faceSearch: true } });
    // Strangers in bulk, as rows (no files): half with a code, half stored before codes existed.
    const photos = await a.db.$queryRawUnsafe<{ id: string }[]>(
      `INSERT INTO "Photo" (id, "studioId", "eventId", name, "originalName", width, height, status)
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, 'p' || i || '.webp', 'S_' || i || '.jpg', 600, 400, 'READY'
       FROM generate_series(1, ${strangers}) i RETURNING id::text`,
      studio.id,
      event.id,
    );
    const vectors = photos.map((_, i) => quantise(faceOf(randomUnit(9000 + i), 5000 + i, 0.5)));
    await a.db.$executeRawUnsafe(
      `INSERT INTO "PhotoFace" (id, "photoId", "eventId", score, "left", top, width, height, embedding, scale, code)
       SELECT gen_random_uuid(), f.photo, $1::uuid, 0.9, 0, 0, 50, 50, f.embedding, f.scale, f.code
       FROM unnest($2::uuid[], $3::bytea[], $4::float8[], $5::bytea[]) AS f(photo, embedding, scale, code)`,
      event.id,
      photos.map((photo) => photo.id),
      vectors.map((vector) => Buffer.from(vector.bytes)),
      vectors.map((vector) => vector.scale),
      vectors.map((vector) => Buffer.from(faceCode(vector.bytes))),
    );
    await a.db
      .$executeRaw`UPDATE "PhotoFace" SET code = NULL WHERE "eventId" = ${event.id}::uuid AND random() < 0.5`;
    for (let k = 0; k < 6; k++) planted.push(await photoWith([faceOf(selfie, 100 + k), randomUnit(200 + k)]));
  }, 300_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("answers the planted person's photos first, as the exact search ranks them, re-ranking 40 of 412 faces", async () => {
    const answer = await searchOn(a);
    expect(new Set(answer.slice(0, 6).map((match) => match.photoId))).toEqual(
      new Set(planted.map((photo) => photo.id)),
    );
    const exact = [];
    for await (const face of scoreEventFaces(a.db, event.id, selfie)) exact.push(face);
    expect(answer).toEqual(rankFaceMatches(exact));
    // The faces stored without a code were coded from their stored bytes when the index was first read.
    expect(await a.db.photoFace.count({ where: { eventId: event.id, code: null } })).toBe(0);
    const sample = await a.db.photoFace.findFirstOrThrow({ where: { eventId: event.id } });
    expect(Buffer.from(sample.code!)).toEqual(Buffer.from(faceCode(sample.embedding)));
    expect((await faceIndexesOf(a.services).current(a.db, event.id)).faces).toBe(strangers + 12);
  });

  it('follows on one server the photos added and deleted through the other', async () => {
    // Server B has read the event before the changes.
    expect(
      (await searchOn(b))
        .slice(0, 6)
        .map((match) => match.photoId)
        .sort(),
    ).toEqual(planted.map((photo) => photo.id).sort());
    const indexB = await faceIndexesOf(b.services).current(b.db, event.id);
    const added = await photoWith([faceOf(selfie, 300, 0.8)]);
    const [deleted, ...kept] = planted;
    await deletePhotos(
      { db: a.db, services: a.services, studio },
      { eventId: event.id, photoIds: [deleted!.id] },
    );

    // Through the product's entry point, as the GraphQL mutation calls it, on server B.
    const answer = await searchPhotosBySelfie(
      { db: b.db, clientAddress: '10.0.0.2', findFaces: async () => [found(selfie)], services: b.services },
      { id: event.id, faceSearch: true },
      { consent: true, read: async () => Buffer.from('selfie') },
    );
    const ids = answer.map((match) => match.photoId);
    expect(ids[0]).toBe(added.id);
    expect(ids).not.toContain(deleted!.id);
    expect(new Set(ids.slice(0, 6))).toEqual(new Set([added.id, ...kept.map((photo) => photo.id)]));
    // Caught up in place, not read again: the deleted photo's two faces flagged, the new face appended.
    const after = await faceIndexesOf(b.services).current(b.db, event.id);
    expect(after).toBe(indexB);
    expect(after.faces).toBe(strangers + 12 - 2 + 1);
    expect(after.removedCount).toBe(2);
    // And server A, which made the changes, answers the same.
    expect(await searchOn(a)).toEqual(await searchOn(b));
  });

  it("empties every server's index when the event's faces are deleted (the search turned off)", async () => {
    await a.db.photoFace.deleteMany({ where: { eventId: event.id } });
    expect(await searchOn(b)).toEqual([]);
    expect((await faceIndexesOf(b.services).current(b.db, event.id)).faces).toBe(0);
    expect(await searchOn(a)).toEqual([]);
  });

  it('accounts the memory it holds and keeps the events searched last within its limit', async () => {
    const other = await factories(a.db, a.services).event(studio);
    await photoWith([faceOf(selfie, 400)]);
    const index = await loadEventFaceIndex(a.db, event.id);
    expect(index.faces).toBe(1);
    // One block of faces: codes, ids and a flag each.
    expect(chunkBytes).toBe(facesPerChunk * (64 + 16 + 1));
    expect(index.bytes).toBe(chunkBytes);

    const indexes = new FaceIndexes(chunkBytes);
    await indexes.current(a.db, event.id);
    expect(indexes.memoryBytes()).toBe(chunkBytes);
    const empty = await indexes.current(a.db, other.id);
    expect(empty.bytes).toBe(0);
    expect(indexes.events()).toEqual([event.id, other.id]);

    await a.db.event.update({ where: { id: other.id }, data: { faceSearch: true } });
    const photo = await factories(a.db, a.services).photo(studio, other);
    await indexPhotoFaces(
      { db: a.db, services: a.services, findFaces: async () => [found(randomUnit(500))] },
      photo.id,
    );
    // Two events of one block each do not fit in one block: the event searched least recently is let go.
    await indexes.current(a.db, other.id);
    expect(indexes.events()).toEqual([other.id]);
    expect(indexes.memoryBytes()).toBe(chunkBytes);
  });
});
