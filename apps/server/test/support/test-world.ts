import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';

/**
 * The world of a test file, built before its tests and closed after them: its properties are
 * there once `beforeAll` has run (`const world = useTwoFirms(); … world.as(world.owner)`).
 */
export function useWorld<World extends { app: FastifyInstance }>(setUp: () => Promise<World>): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await setUp());
  });
  afterAll(async () => world.app?.close());
  return world;
}
