import type { profileEndpoints } from '@syna/contracts/endpoints/profile';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import { getInitialData, getProfile, getProfileImages, updateProfile } from './profile.service.ts';
import { InitialDataCache } from './initial-data-cache.ts';
import { addProfileFeature, listProfileFeatures, removeProfileFeature } from '../users/index.ts';

/**
 * The caller's endpoints in an organisation, each served by one service call; the initial data
 * from this server's cache of it.
 */
export function profileRoutes(): EndpointHandlers<typeof profileEndpoints> {
  const initialData = new InitialDataCache();
  return {
    initialData: (context) => getInitialData(context, initialData),
    profile: async (context) => getProfile(context),
    updateProfile: (context, { body }) => updateProfile(context, body),
    images: async (context) => getProfileImages(context),
    features: (context) => listProfileFeatures(context),
    addFeature: (context, { body }) => addProfileFeature(context, body),
    removeFeature: (context, { params }) => removeProfileFeature(context, params.id),
  };
}
