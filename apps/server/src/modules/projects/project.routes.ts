import type { projectEndpoints } from '@syna/contracts/endpoints/projects';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  changeProject,
  createProject,
  findProjects,
  getProjectAttributes,
  getProjectDetail,
  removeProject,
  setProjectState,
} from './project.service.ts';
import {
  changeEstates,
  createEstate,
  listProjectEstates,
  removeEstate,
  setEstateState,
} from './estate.service.ts';

/** The projects' and estates' endpoints, each served by one service call. */
export function projectRoutes(): EndpointHandlers<typeof projectEndpoints> {
  return {
    create: (context, { body }) => createProject(context, body),
    search: (context, { body }) => findProjects(context, body),
    update: (context, { params, body }) => changeProject(context, params.id, body),
    setState: (context, { params, query }) => setProjectState(context, params.id, query.state),
    remove: (context, { params }) => removeProject(context, params.id),
    estates: (context, { params }) => listProjectEstates(context, params.id),
    addEstate: (context, { params, body }) => createEstate(context, params.id, body),
    updateEstates: (context, { params, body }) => changeEstates(context, params.id, body),
    setEstateState: (context, { params, query }) =>
      setEstateState(context, params.id, params.estate, query.state),
    removeEstate: (context, { params }) => removeEstate(context, params.id, params.estate),
    get: (context, { params }) => getProjectDetail(context, params.id),
    attributes: (context, { params }) => getProjectAttributes(context, params.id),
  };
}
