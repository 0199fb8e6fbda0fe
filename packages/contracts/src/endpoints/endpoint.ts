import type { MessageRef } from '@syna/contracts/messages';
import type { z } from 'zod';

/** Any schema, of full zod or of its small build (`zod/mini`, the public pages' endpoints). */
type Schema = z.core.$ZodType;
import type { Access } from './access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How an endpoint's body travels: JSON both ways (the default); a multipart upload of one file
 * (`body` then describes the form fields sent beside it); a file download; a live socket; a chunk
 * of a resumable upload (the body is `application/offset+octet-stream` bytes at the offset the
 * `Upload-Offset` header names, streamed to the handler and never held whole; JSON answers).
 */
export type Transport = 'json' | 'upload' | 'download' | 'socket' | 'chunk';

/** What an upload's refusals about its file say; a photo upload speaks of "bild", not "fil". */
export interface UploadTexts {
  /** A second file was sent. */
  oneAtATime: MessageRef;
  /** No file was sent. */
  noFile: MessageRef;
  /** The body is not multipart. */
  notMultipart: MessageRef;
  /** The file is larger than the endpoint's `bodyLimit` (the general "file too large" otherwise). */
  tooLarge?: MessageRef;
}

/** What an image upload's refusals say, for every endpoint that takes one picture. */
export const IMAGE_UPLOAD_TEXTS: UploadTexts = {
  oneAtATime: { key: 'remarks.oneImage' },
  noFile: { key: 'remarks.noImage' },
  notMultipart: { key: 'remarks.imageNotMultipart' },
};

/**
 * One endpoint of the API: the server registers its route from this, the web client builds its
 * calls from it, the OpenAPI document describes it, and the tests walk it.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. `/:tenant/v1/contact/:id`. */
  path: `/${string}`;
  access: Access;
  /** One English line for the API documentation. */
  summary: string;
  /** The service the endpoint belongs to (its group in the API documentation). */
  service: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success status; 204 answers no body. Defaults to 200. */
  status?: 200 | 201 | 202 | 204;
  /**
   * For an action that creates something for some inputs only (`?state=copy` beside other
   * states): true answers 201 Created instead of `status`. Both are documented.
   */
  createdWhen?: (input: { params: never; query: never; body: never }) => boolean;
  response?: Schema;
  transport?: Transport;
  /**
   * The largest request body in bytes, for an endpoint that must take less than the server's
   * general limit (a form anyone may post); a larger body is refused with 413 before it is read.
   * For an upload it is the largest file, refused as soon as the upload says or streams past it.
   */
  bodyLimit?: number;
  /** For an upload: its refusals' texts when the general ones (about "a file") do not fit. */
  uploadTexts?: UploadTexts;
  /**
   * A POST that changes nothing (a search sent as a body): it is left out of the
   * events log, which records every other call that is not a GET.
   */
  readOnly?: true;
  /**
   * For an answer that names a resource another endpoint reads (a job answered with 202): the
   * `Location` header is that endpoint's path, with the request's parameters and the answer's `id`.
   */
  location?: EndpointDefinition;
  /**
   * For a change of one record that has a `version`: the request may send `If-Match: "<version>"`
   * (409 `VERSION_CONFLICT_PROBLEM_TYPE` with the record as it is now when it no longer is), and
   * the answer carries the record's version as its `ETag`.
   */
  versioned?: true;
  /** Headers the answer carries, made from the response (a resumable upload's `Upload-Offset`). */
  answerHeaders?: (response: never) => Record<string, string>;
}

/** Declares an endpoint, keeping its schemas' exact types for the server and the client. */
export function endpoint<const Definition extends EndpointDefinition>(definition: Definition): Definition {
  return definition;
}

/** A service's endpoints by name (`contactEndpoints.search`). */
export type EndpointTable = Record<string, EndpointDefinition>;

type Parsed<Given> = Given extends Schema ? z.output<Given> : undefined;
type Given<Declared> = Declared extends Schema ? z.input<Declared> : undefined;

/** What the server's handler receives, validated. */
export interface EndpointInput<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

/**
 * What a client sends: the parameters and bodies before defaults are applied. An upload's form
 * fields may be left out when none is required (they travel beside the file).
 */
export type EndpointRequest<E extends EndpointDefinition> = OmitUndefined<{
  params: Given<E['params']>;
  query: Given<E['query']>;
}> &
  (Given<E['body']> extends undefined
    ? unknown
    : E['transport'] extends 'upload'
      ? object extends Given<E['body']>
        ? { body?: Given<E['body']> }
        : { body: Given<E['body']> }
      : { body: Given<E['body']> });

type OmitUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The success body of an endpoint: its response schema's shape, or nothing. */
export type EndpointResponse<E extends EndpointDefinition> = E['status'] extends 204
  ? void
  : E['response'] extends Schema
    ? z.output<E['response']>
    : unknown;

/** The success status of an endpoint. */
export const successStatus = (definition: EndpointDefinition): 200 | 201 | 202 | 204 =>
  definition.status ?? 200;
