/**
 * Field errors of a 400 problem (`{ "body.properties.homeAddress.postalCode": ["…"] }`) as form
 * field names (`properties.homeAddress.postalCode`) with their first message.
 */
export function problemFieldErrors(
  errors: Record<string, readonly string[]> | undefined,
  prefix = 'body.',
): { field: string; message: string }[] {
  return Object.entries(errors ?? {}).flatMap(([key, messages]) => {
    if (!key.startsWith(prefix) || key.length === prefix.length || !messages[0]) return [];
    return [{ field: key.slice(prefix.length), message: messages[0] }];
  });
}
