const REPLACEMENTS: Record<string, string> = {
  å: 'a',
  ä: 'a',
  ö: 'o',
  æ: 'ae',
  ø: 'o',
  ü: 'u',
  é: 'e',
  è: 'e',
};

/** A suggested organisation id from its name: `Besiktning Öst AB` -> `besiktning-ost-ab`. */
export function suggestTenantId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åäöæøüéè]/g, (letter) => REPLACEMENTS[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}
