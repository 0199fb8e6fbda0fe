import { defineFeatureTranslation } from '@/lib/i18n/feature-translation';

const sv = {
  title: 'Roller och behörigheter',
  intro:
    'En medlem får behörigheterna från sina roller, sina grupper och sina egna. En ändring gäller från nästa anrop; menyn följer när sidan laddas om.',
  patternHelp:
    'Ett mönster per rad, t.ex. orders.read, orders.* (allt om beställningar) eller *.read (läsa allt). En * står ensam mellan punkterna.',
  loadError: 'Det gick inte att läsa in listan.',
  noPermissions: 'Inga behörigheter',
  memberCount_one: '{{count}} medlem',
  memberCount_other: '{{count}} medlemmar',
  fields: {
    name: 'Namn',
    patterns: 'Behörigheter',
  },
  patternLine: 'Rad {{line}}: {{message}}',
  roles: {
    title: 'Roller',
    create: 'Ny roll',
    createTitle: 'Ny roll',
    editTitle: 'Ändra rollen {{name}}',
    edit: 'Ändra {{name}}',
    delete: 'Ta bort {{name}}',
    builtIn: 'Inbyggd',
    builtInName: 'Inbyggda roller behåller sina namn.',
    ownerFixed: 'Alla behörigheter; kan inte ändras.',
    deleteTitle: 'Ta bort rollen {{name}}?',
    deleteBody: 'Rollen tas bort för gott.',
    deleteInUse_one:
      'Rollen tas bort för gott. {{count}} medlem har rollen och förlorar den; sina andra roller behåller hen.',
    deleteInUse_other:
      'Rollen tas bort för gott. {{count}} medlemmar har rollen och förlorar den; sina andra roller behåller de.',
    saved: 'Rollen {{name}} sparades',
    deleted: 'Rollen {{name}} togs bort',
  },
  groups: {
    title: 'Grupper',
    create: 'Ny grupp',
    createTitle: 'Ny grupp',
    editTitle: 'Ändra gruppen {{name}}',
    edit: 'Ändra {{name}}',
    delete: 'Ta bort {{name}}',
    members: 'Medlemmar i {{name}}',
    emptyTitle: 'Inga grupper ännu',
    emptyBody:
      'En grupps behörigheter gäller för alla dess medlemmar. Skapa den första med ”Ny grupp” och lägg till medlemmar.',
    deleteTitle: 'Ta bort gruppen {{name}}?',
    deleteBody:
      'Gruppen tas bort för gott. Medlemmarna blir kvar i organisationen men förlorar gruppens behörigheter.',
    saved: 'Gruppen {{name}} sparades',
    deleted: 'Gruppen {{name}} togs bort',
  },
  people: {
    title: 'Medlemmarnas egna behörigheter',
    intro: 'Behörigheter som bara gäller en medlem, utöver rollernas och gruppernas.',
    roles: 'Roller: {{roles}}',
    noRoles: 'Inga roller',
    noOwn: 'Inga egna behörigheter',
    edit: 'Ändra behörigheter för {{name}}',
    editTitle: 'Behörigheter för {{name}}',
    nameLocked: 'Medlemmen och deras roller ändras under Användare.',
    saved: 'Behörigheterna för {{name}} sparades',
  },
  members: {
    none: 'Gruppen har inga medlemmar ännu.',
    add: 'Lägg till',
    addLabel: 'Lägg till medlem',
    remove: 'Ta bort {{name}} ur gruppen',
    allIn: 'Alla i organisationen är redan med i gruppen.',
    close: 'Stäng',
  },
};

const en: typeof sv = {
  title: 'Roles and permissions',
  intro:
    'A member gets the permissions of their roles, their groups and their own. A change counts from the next request; the menu follows when the page is reloaded.',
  patternHelp:
    'One pattern per line, e.g. orders.read, orders.* (everything about orders) or *.read (read everything). A * stands alone between the dots.',
  loadError: 'The list could not be loaded.',
  noPermissions: 'No permissions',
  memberCount_one: '{{count}} member',
  memberCount_other: '{{count}} members',
  fields: {
    name: 'Name',
    patterns: 'Permissions',
  },
  patternLine: 'Line {{line}}: {{message}}',
  roles: {
    title: 'Roles',
    create: 'New role',
    createTitle: 'New role',
    editTitle: 'Edit the role {{name}}',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    builtIn: 'Built-in',
    builtInName: 'Built-in roles keep their names.',
    ownerFixed: 'Every permission; cannot be changed.',
    deleteTitle: 'Delete the role {{name}}?',
    deleteBody: 'The role will be deleted for good.',
    deleteInUse_one:
      'The role will be deleted for good. {{count}} member holds it and will lose it, keeping their other roles.',
    deleteInUse_other:
      'The role will be deleted for good. {{count}} members hold it and will lose it, keeping their other roles.',
    saved: 'The role {{name}} was saved',
    deleted: 'The role {{name}} was deleted',
  },
  groups: {
    title: 'Groups',
    create: 'New group',
    createTitle: 'New group',
    editTitle: 'Edit the group {{name}}',
    edit: 'Edit {{name}}',
    delete: 'Delete {{name}}',
    members: 'Members of {{name}}',
    emptyTitle: 'No groups yet',
    emptyBody:
      'A group’s permissions count for all its members. Create the first with “New group” and add members.',
    deleteTitle: 'Delete the group {{name}}?',
    deleteBody:
      'The group will be deleted for good. Its members stay in the organisation but lose its permissions.',
    saved: 'The group {{name}} was saved',
    deleted: 'The group {{name}} was deleted',
  },
  people: {
    title: 'Members’ own permissions',
    intro: 'Permissions that count for one member only, beside those of their roles and groups.',
    roles: 'Roles: {{roles}}',
    noRoles: 'No roles',
    noOwn: 'No permissions of their own',
    edit: 'Edit the permissions of {{name}}',
    editTitle: 'Permissions of {{name}}',
    nameLocked: 'Members and their roles are changed under Users.',
    saved: 'The permissions of {{name}} were saved',
  },
  members: {
    none: 'The group has no members yet.',
    add: 'Add',
    addLabel: 'Add a member',
    remove: 'Remove {{name}} from the group',
    allIn: 'Everyone in the organisation is already in the group.',
    close: 'Close',
  },
};

export const useAccessTexts = defineFeatureTranslation('access', { sv, en });
export const accessTexts = { sv, en };
