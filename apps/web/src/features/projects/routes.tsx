import type { RouteObject } from 'react-router';
import { ProjectPage } from './components/project-page';

/** `/:tenant/projects/:id` (show-project): the project with its estates and their inspections. */
export const showProjectRoute = { Component: ProjectPage } satisfies Partial<RouteObject>;
