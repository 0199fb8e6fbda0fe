import type { User } from './user.ts';

// Kept apart from the schemas so that the staff app's shell can use it without loading zod.

/** Avatar initials: from initials, else first and last name, else name. */
export function avatarInitials(user: Pick<User, 'initials' | 'firstName' | 'lastName' | 'name'>): string {
  if (user.initials?.trim()) return user.initials.trim().toUpperCase();
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}
