/**
 * A phone number as a `tel:` link: only its digits, with a leading `+` kept (and `00`, the
 * international prefix dialled in Sweden, written as `+`), so "070-123 45 67" dials 0701234567 and
 * "+46 (0)90-12 34 56" dials +4690123456; a number with fewer than five digits gives no link.
 */
export function telephoneHref(phone: string): string | null {
  const trimmed = phone.trim();
  // "(0)" after a country code is the trunk prefix, which is not dialled from abroad.
  const digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (digits.length < 5) return null;
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:${digits}`;
}
