/**
 * The permission pattern language. A permission name is dot-separated segments
 * (`inspections.read`); a role, group or user holds patterns over those names:
 *
 * - a pattern is 1–10 segments joined by `.`, each segment either a literal of `a-z`, `0-9`, `_`
 *   and `-`, or `*` alone;
 * - a literal segment matches the same segment of the name;
 * - `*` in the middle matches exactly one whole segment (`*.read` matches `orders.read`);
 * - `*` as the last segment matches one or more remaining segments (`orders.*` matches
 *   `orders.read` and `orders.read.own`; `*` alone matches every name);
 * - nothing else: no partial wildcards (`ord*`), no empty segments, no other characters.
 *
 * `matchesPermission` compares segment by segment, so its cost is linear in the name whatever
 * either string holds. `permissionPatternToRegExp` gives the regular expression the client state
 * speaks of (§3): built only from escaped literals, `[^.]+` (which cannot cross a dot, so every
 * segment boundary is fixed and nothing backtracks) and one trailing `.+`; it agrees with the
 * matcher on every valid pattern.
 */

/** The most segments and characters a pattern may have: permission names are short. */
export const PERMISSION_PATTERN_MAX_SEGMENTS = 10;
export const PERMISSION_PATTERN_MAX_LENGTH = 100;
/** The most patterns one role, group or user may hold. */
export const PERMISSION_PATTERNS_MAX = 50;

const WILDCARD = '*';
const LITERAL_SEGMENT = /^[a-z0-9_-]+$/;

/** Why a pattern is refused (Swedish; the message catalogue gives each one in English), or null. */
export function permissionPatternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'access.patternEmpty';
  if (pattern.length > PERMISSION_PATTERN_MAX_LENGTH) return 'access.patternTooLong';
  const segments = pattern.split('.');
  if (segments.length > PERMISSION_PATTERN_MAX_SEGMENTS) return 'access.patternTooManySegments';
  for (const segment of segments) {
    if (segment === '') return 'access.patternEmptySegment';
    if (segment === WILDCARD) continue;
    if (segment.includes(WILDCARD)) return 'access.patternPartialWildcard';
    if (!LITERAL_SEGMENT.test(segment)) {
      return 'access.patternCharacters';
    }
  }
  return null;
}

export const isValidPermissionPattern = (pattern: string): boolean =>
  permissionPatternProblem(pattern) === null;

/**
 * Whether `pattern` grants `name`: one pass over the segments of each. A pattern that is not
 * valid grants nothing.
 */
export function matchesPermission(pattern: string, name: string): boolean {
  if (!isValidPermissionPattern(pattern)) return false;
  const wanted = pattern.split('.');
  const given = name.split('.');
  for (let index = 0; index < wanted.length; index += 1) {
    const segment = wanted[index]!;
    const part = given[index];
    if (part === undefined || part === '') return false;
    const last = index === wanted.length - 1;
    if (segment === WILDCARD) {
      if (last) return given.slice(index).every((rest) => rest !== '');
      continue;
    }
    if (segment !== part) return false;
  }
  return given.length === wanted.length;
}

/** A literal segment with every character a regular expression treats specially escaped. */
const escapeLiteral = (segment: string) => segment.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');

/**
 * The anchored regular expression of a valid pattern (the same answers as `matchesPermission`);
 * an invalid one becomes an expression that matches nothing.
 */
export function permissionPatternToRegExp(pattern: string): RegExp {
  if (!isValidPermissionPattern(pattern)) return /(?!)/;
  const segments = pattern.split('.');
  const parts = segments.map((segment, index) => {
    if (segment !== WILDCARD) return escapeLiteral(segment);
    // The last `*` takes the rest: one or more segments, none empty.
    return index === segments.length - 1 ? '[^.]+(?:\\.[^.]+)*' : '[^.]+';
  });
  return new RegExp(`^${parts.join('\\.')}$`);
}

/**
 * Whether `holder` grants every name `granted` grants, so that a holder of the one may hand on the
 * other: segment by segment, a literal covers only itself, a middle `*` one segment (a literal or
 * another middle `*`), and a last `*` whatever rest is left. `*` covers every pattern; `orders.*`
 * covers `orders.read` and `orders.*.own` but not `*.read`. A pattern that is not valid neither
 * covers nor is covered.
 */
export function patternCovers(holder: string, granted: string): boolean {
  if (!isValidPermissionPattern(holder) || !isValidPermissionPattern(granted)) return false;
  const held = holder.split('.');
  const given = granted.split('.');
  for (let index = 0; index < held.length; index += 1) {
    const segment = held[index]!;
    if (segment === WILDCARD && index === held.length - 1) return index < given.length;
    const part = given[index];
    // Shorter, or a last `*` that reaches beyond where the holder's segments end.
    if (part === undefined || (part === WILDCARD && index === given.length - 1)) return false;
    if (segment !== WILDCARD && segment !== part) return false;
  }
  return held.length === given.length;
}

/** Whether some pattern of `holders` covers `granted` (see `patternCovers`). */
export const anyPatternCovers = (holders: readonly string[], granted: string): boolean =>
  holders.some((holder) => patternCovers(holder, granted));

/** A permission check passes if any of the caller's patterns grants the name. */
export const anyPatternGrants = (patterns: readonly string[], name: string): boolean =>
  patterns.some((pattern) => matchesPermission(pattern, name));
