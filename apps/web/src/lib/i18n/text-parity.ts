/** Every text's dotted key, for checking that two languages carry the same texts. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
    )
    .sort();
}

export function leafValues(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leafValues(value as object),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const lookup = (tree: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;

/** Differences between two languages: missing keys, empty texts, placeholders that differ. */
export function textParityProblems(sv: object, en: object): string[] {
  const problems: string[] = [];
  const svKeys = leafKeys(sv);
  const enKeys = leafKeys(en);
  for (const key of svKeys) if (!enKeys.includes(key)) problems.push(`en is missing ${key}`);
  for (const key of enKeys) if (!svKeys.includes(key)) problems.push(`sv is missing ${key}`);
  for (const text of [...leafValues(sv), ...leafValues(en)]) if (!text.trim()) problems.push('an empty text');
  for (const key of svKeys.filter((candidate) => enKeys.includes(candidate))) {
    if (placeholders(lookup(sv, key)).join() !== placeholders(lookup(en, key)).join()) {
      problems.push(`placeholders differ in ${key}`);
    }
  }
  return problems;
}
