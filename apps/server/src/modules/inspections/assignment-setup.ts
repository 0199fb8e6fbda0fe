import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';

/** A set-up as prepared for one new assignment, before anything is written. */
export interface PreparedAssignmentSetup {
  /** The inspection type it gives the assignment when none is given. */
  typeId?: string;
  /** The field errors to refuse the assignment with, beside its own. */
  errors: FieldErrors;
  /** Adds what the set-up gives (objects, remarks) to the created assignment, in its transaction. */
  apply(inspectionId: string): Promise<void>;
}

/**
 * What a new assignment may start from (`body.blueprint`: an inspection blueprint). The module
 * that keeps it registers it at boot (`registerAssignmentSetup`), as it registers its endpoints,
 * so that this module, which the blueprints build on, knows nothing of them.
 */
export interface AssignmentSetup {
  /** Checks the set-up named, and the type given beside it (which must be the set-up's own). */
  prepare(context: RequestContext, named: { id: string; typeId?: string }): Promise<PreparedAssignmentSetup>;
}

const NONE: PreparedAssignmentSetup = { errors: {}, apply: () => Promise.resolve() };

/** The set-up registered at boot, which the creation of an assignment asks for the one it names. */
export class AssignmentSetups {
  #setup: AssignmentSetup | null = null;

  register(setup: AssignmentSetup): void {
    if (this.#setup) throw new Error('An assignment set-up is already registered');
    this.#setup = setup;
  }

  /** The set-up a new assignment names, prepared; nothing to do when it names none. */
  prepare(
    context: RequestContext,
    input: { blueprint?: string; typeId?: string },
  ): Promise<PreparedAssignmentSetup> {
    if (!input.blueprint) return Promise.resolve(NONE);
    if (!this.#setup) throw new Error('No module registered the assignment set-up a new assignment names');
    return this.#setup.prepare(context, { id: input.blueprint, typeId: input.typeId });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What a new assignment may start from; the module that keeps it registers it at boot. */
    assignmentSetups: AssignmentSetups;
  }
}

/** Lets new assignments start from `setup` (an inspection blueprint). */
export function registerAssignmentSetup(api: FastifyInstance, setup: AssignmentSetup): void {
  api.assignmentSetups.register(setup);
}
