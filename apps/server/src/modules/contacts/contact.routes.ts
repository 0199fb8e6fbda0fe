import type { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  changeContact,
  contactFileStore,
  createContact,
  findContacts,
  findDuplicates,
  getContact,
  listTags,
  removeContact,
  setContactRelations,
} from './contact.service.ts';
import { isFavorite, listFavorites, markFavorite } from './favorite-contact.service.ts';

/** The address book's endpoints, each served by one service call. */
export function contactRoutes(storage: FileStorage): EndpointHandlers<typeof contactEndpoints> {
  return {
    search: (context, { body }) => findContacts(context, body),
    tags: (context) => listTags(context),
    duplicates: (context, { query }) => findDuplicates(context, query),
    get: (context, { params }) => getContact(context, params.id),
    create: (context, { body }) => createContact(context, body),
    replace: (context, { params, body }) => changeContact(context, params.id, body),
    remove: (context, { params }) => removeContact(context, storage, params.id),
    setRelations: (context, { params, body }) => setContactRelations(context, params.id, body),
    favorites: (context) => listFavorites(context),
    favoriteState: async (context, { params }) => ({ favorite: await isFavorite(context, params.id) }),
    setFavorite: async (context, { params, body }) => ({
      favorite: await markFavorite(context, params.id, body.favorite),
    }),
    files: (context, { params }) => contactFileStore.list(context, params.id),
    uploadFile: (context, { params, file }) => contactFileStore.add(context, storage, params.id, file),
    downloadFile: (context, { params }) => contactFileStore.open(context, storage, params.id, params.fileId),
    removeFile: (context, { params }) => contactFileStore.remove(context, storage, params.id, params.fileId),
  };
}
