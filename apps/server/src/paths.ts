import { fileURLToPath } from 'node:url';

// This file sits one folder below the package root, as does the bundled dist/main.js, so these
// paths hold both when running from source and from the build.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The base document templates the product ships (scripts/build-base-templates.ts writes them). */
export const BASE_TEMPLATES_DIR = fileURLToPath(new URL('../templates/', import.meta.url));
