import { z } from 'zod';
import { clientIdSchema } from './client-id.ts';
import { cursorSchema, listResponseSchema, pagedListResponseSchema, pagingSchema } from './list.ts';
import { REMARK_RECORDINGS_MAX, speechRecordingSchema } from './speech.ts';
import { clearableText } from './text.ts';

/** Image types a remark photo may have, by their real content (magic bytes), not by file name. */
export const REMARK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type RemarkImageType = (typeof REMARK_IMAGE_TYPES)[number];
/** The largest photo accepted, in pixels (width × height): larger ones would decode to hundreds of MB. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Long side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE_PX = 320;

const attributesSchema = z.record(z.string(), z.unknown());
const sortOrderSchema = z.number().int().min(0).max(1_000_000);

// Photo annotations (rectangle, circle, arrow, text), in pixels of the image drawn on.
const coordinate = z.number().min(0).max(100_000);
const shapeStyle = {
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.colour'),
  strokeWidth: z.number().min(0.5).max(100).optional(),
};
export const annotationSchema = z
  .discriminatedUnion('shape', [
    z.object({
      shape: z.literal('rectangle'),
      x: coordinate,
      y: coordinate,
      width: coordinate,
      height: coordinate,
      ...shapeStyle,
    }),
    // A circle, or an ellipse when `radiusY` (its vertical radius) differs from `radius`; one
    // saved without `radiusY` is round.
    z.object({
      shape: z.literal('circle'),
      x: coordinate,
      y: coordinate,
      radius: coordinate,
      radiusY: coordinate.optional(),
      ...shapeStyle,
    }),
    z.object({
      shape: z.literal('arrow'),
      x: coordinate,
      y: coordinate,
      toX: coordinate,
      toY: coordinate,
      ...shapeStyle,
    }),
    z.object({
      shape: z.literal('text'),
      x: coordinate,
      y: coordinate,
      text: z.string().trim().min(1).max(500),
      fontSize: z.number().min(4).max(500).optional(),
      ...shapeStyle,
    }),
  ])
  .meta({ id: 'Annotation' });
export type Annotation = z.infer<typeof annotationSchema>;
export const annotationsSchema = z.array(annotationSchema).max(200);

/**
 * A photo on a remark. Its annotated version points at the photo it was drawn on (`originalId`)
 * and keeps the marks (`annotations`, null on versions saved before marks were kept); the original
 * is kept, and each photo has at most one annotated version, drawn anew on every save.
 * `url`/`thumbnailUrl` are served to members with the `JWT` cookie. The inspector's `caption` is
 * kept on the original photo; its annotated version shows the original's.
 */
export const remarkImageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    caption: z.string().nullable(),
    url: z.string(),
    thumbnailUrl: z.string(),
    originalId: z.string().nullable(),
    annotations: annotationsSchema.nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created: z.string(),
  })
  .meta({ id: 'RemarkImage' });
export type RemarkImage = z.infer<typeof remarkImageSchema>;

/** The form fields of a photo's upload beside its file: the id the client chose for it, if any. */
export const remarkImageUploadFieldsSchema = z
  .object({ id: clientIdSchema })
  .meta({ id: 'RemarkImageUploadFields' });

/** The marks of a photo, saved beside it: the annotated image is drawn from the original and them. */
export const remarkImageAnnotationsInputSchema = z
  .object({
    annotations: annotationsSchema.min(1, 'validation.oneMark'),
    /** The id the client chose for the annotated version, used when the photo has none yet. */
    id: clientIdSchema,
  })
  .meta({ id: 'RemarkImageAnnotationsInput' });
export type RemarkImageAnnotationsInput = z.infer<typeof remarkImageAnnotationsInputSchema>;

/** The longest caption of a photo: a line under it in the report. */
export const REMARK_IMAGE_CAPTION_MAX_LENGTH = 200;
/** A photo's caption, as the inspector writes it under the photo; blank or null clears it. */
export const remarkImageCaptionInputSchema = z
  .object({ caption: clearableText(REMARK_IMAGE_CAPTION_MAX_LENGTH) })
  .meta({ id: 'RemarkImageCaptionInput' });
export type RemarkImageCaptionInput = z.infer<typeof remarkImageCaptionInputSchema>;

export const remarkSchema = z
  .object({
    id: z.string(),
    objectId: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    category: z.string().nullable(),
    location: z.string().nullable(),
    sortOrder: z.number().int(),
    gradeId: z.string().nullable(),
    recommendedAction: z.string().nullable(),
    investigate: z.boolean(),
    investigation: z.string().nullable(),
    costEstimate: z.number().int().nullable(),
    attributes: attributesSchema,
    images: z.array(remarkImageSchema),
    /** Its dictated recordings, oldest first (the speech service's). */
    recordings: z.array(speechRecordingSchema),
    /** 1 when created, one more on every change: what `If-Match` names (`ETag`). */
    version: z.number().int(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'Remark' });
export type Remark = z.infer<typeof remarkSchema>;

/** The largest cost estimate of a remark, in whole kronor. */
export const REMARK_COST_ESTIMATE_MAX = 100_000_000;

/** The longest title of a remark (and of a saved one, which a cursor of the library carries). */
export const REMARK_TITLE_MAX_LENGTH = 500;

const remarkFields = {
  title: z.string().trim().min(1).max(REMARK_TITLE_MAX_LENGTH),
  text: clearableText(20_000),
  category: clearableText(200),
  location: clearableText(200),
  sortOrder: sortOrderSchema.optional(),
  /** A grade of the firm's scale (`/remark-grades`); null clears it. */
  gradeId: z.uuid().nullable().optional(),
  recommendedAction: clearableText(4_000),
  /** A further technical investigation ("fortsatt teknisk utredning") is recommended: of `investigation`. */
  investigate: z.boolean().optional(),
  investigation: clearableText(4_000),
  costEstimate: z.number().int().min(0).max(REMARK_COST_ESTIMATE_MAX).nullable().optional(),
};
const remarkInputSchema = z.object({
  ...remarkFields,
  attributes: attributesSchema.optional(),
  /**
   * Recordings (`POST /speech`) the remark is dictated from, linked to it: each the firm's and
   * no other remark's (400 on the field otherwise). Linking adds: recordings the remark has
   * keep it until deleted (`DELETE /speech/{id}`).
   */
  recordingIds: z.array(z.uuid()).max(REMARK_RECORDINGS_MAX).optional(),
});
export const remarkCreateSchema = remarkInputSchema
  .extend({ id: clientIdSchema })
  .meta({ id: 'RemarkCreate' });
export type RemarkCreate = z.infer<typeof remarkCreateSchema>;
/** Changes only the fields sent; null or blank clears a text field. */
export const remarkUpdateSchema = remarkInputSchema.partial().meta({ id: 'RemarkUpdate' });
export type RemarkUpdate = z.infer<typeof remarkUpdateSchema>;

/** `PUT .../remarks`: several remarks of one object at once (e.g. a new order); all or nothing. */
export const remarkBulkUpdateSchema = z
  .object({
    items: z
      .array(z.object({ id: z.uuid(), ...remarkFields, title: remarkFields.title.optional() }))
      .min(1)
      .max(500),
  })
  .meta({ id: 'RemarkBulkUpdate' });
export type RemarkBulkUpdate = z.infer<typeof remarkBulkUpdateSchema>;

export const remarkListSchema = listResponseSchema(remarkSchema).meta({ id: 'RemarkList' });

/**
 * An earlier state of a remark: what it said at `version`, and who replaced it with the next
 * version and when (`changedBy` null for the system's own change or a user the firm no longer sees).
 */
export const remarkRevisionSchema = remarkSchema
  .omit({
    id: true,
    objectId: true,
    sortOrder: true,
    images: true,
    recordings: true,
    created: true,
    updated: true,
  })
  .extend({
    changedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    changedAt: z.string(),
  })
  .meta({ id: 'RemarkRevision' });
export type RemarkRevision = z.infer<typeof remarkRevisionSchema>;
/** A remark's earlier states, newest first. */
export const remarkRevisionListSchema = listResponseSchema(remarkRevisionSchema).meta({
  id: 'RemarkRevisionList',
});

export const OBJECT_STATES = ['active', 'archived'] as const;
/** What a copy of an object is named: the original's name and this, in the language the user reads. */
export const OBJECT_COPY_SUFFIX = { sv: ' (kopia)', en: ' (copy)' } as const;
export type ObjectState = (typeof OBJECT_STATES)[number];
/** `POST .../objects/{object}?state=`: `copy` copies the object with its remarks; a state sets it. */
export const objectStateActionSchema = z.object({ state: z.enum(['copy', ...OBJECT_STATES]) });
export type ObjectStateAction = z.infer<typeof objectStateActionSchema>;

/** An object of an inspection (a building, a room...) with its remarks and their photos. */
export const inspectionObjectSchema = z
  .object({
    id: z.string(),
    inspectionId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.string().nullable(),
    state: z.enum(OBJECT_STATES),
    sortOrder: z.number().int(),
    attributes: attributesSchema,
    remarks: z.array(remarkSchema),
    /** 1 when created, one more on every change of the object itself (not of its remarks). */
    version: z.number().int(),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'InspectionObject' });
export type InspectionObject = z.infer<typeof inspectionObjectSchema>;

const objectInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: clearableText(4_000),
  status: clearableText(100),
  sortOrder: sortOrderSchema.optional(),
  attributes: attributesSchema.optional(),
});
export const objectCreateSchema = objectInputSchema
  .extend({ id: clientIdSchema })
  .meta({ id: 'InspectionObjectCreate' });
export type ObjectCreate = z.infer<typeof objectCreateSchema>;
export const objectUpdateSchema = objectInputSchema.partial().meta({ id: 'InspectionObjectUpdate' });
export type ObjectUpdate = z.infer<typeof objectUpdateSchema>;

export const inspectionObjectListSchema = listResponseSchema(inspectionObjectSchema).meta({
  id: 'InspectionObjectList',
});

/** Fields whose values already used in the firm are offered while typing a remark. */
export const REMARK_VALUE_FIELDS = ['title', 'category', 'location'] as const;
export type RemarkValueField = (typeof REMARK_VALUE_FIELDS)[number];
/** The values offered while typing: the most used this many. */
export const REMARK_VALUES_LIMIT = 20;
/**
 * The most values one answer gives (`limit`): what a device keeps of a field to offer offline,
 * matching the typed text there as the server would.
 */
export const REMARK_VALUES_MAX_LIMIT = 500;
export const remarkValuesQuerySchema = z
  .object({
    query: z.string().trim().max(200).optional(),
    /** How many values at most, most used first; `REMARK_VALUES_LIMIT` when not sent. */
    limit: z.int().min(1).max(REMARK_VALUES_MAX_LIMIT).optional(),
  })
  .meta({ id: 'RemarkValuesQuery' });
export const remarkValuesSchema = listResponseSchema(z.string()).meta({ id: 'RemarkValues' });

/** A remark saved in the firm's library, to reuse on any inspection. */
export const commonRemarkSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'CommonRemark' });
export type CommonRemark = z.infer<typeof commonRemarkSchema>;

export const commonRemarkCreateSchema = z
  .object({
    title: remarkFields.title,
    text: remarkFields.text,
    category: remarkFields.category,
    tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  })
  .meta({ id: 'CommonRemarkCreate' });
export type CommonRemarkCreate = z.infer<typeof commonRemarkCreateSchema>;
export const commonRemarkUpdateSchema = commonRemarkCreateSchema.partial().meta({ id: 'CommonRemarkUpdate' });
export type CommonRemarkUpdate = z.infer<typeof commonRemarkUpdateSchema>;

/** Search of the library: free text over title, text and category; `pageSize` -1 is all. */
export const commonRemarkQuerySchema = z
  .object({
    query: z.string().trim().max(200).optional(),
    category: z.string().trim().max(200).optional(),
    ...pagingSchema.shape,
    /** The `nextCursor` of the page before: the page after it. */
    cursor: cursorSchema.optional(),
  })
  .meta({ id: 'CommonRemarkQuery' });
export type CommonRemarkQuery = z.infer<typeof commonRemarkQuerySchema>;
export const commonRemarkListSchema = pagedListResponseSchema(commonRemarkSchema).meta({
  id: 'CommonRemarkList',
});

/** Removes several saved remarks; all must exist, or none is removed. */
export const commonRemarkDeleteSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(500) })
  .meta({ id: 'CommonRemarkDelete' });

/** A remark every new inspection of a type starts from. */
export const templateRemarkSchema = z
  .object({
    id: z.string(),
    typeId: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    category: z.string().nullable(),
    sortOrder: z.number().int(),
    created: z.string(),
  })
  .meta({ id: 'TemplateRemark' });
export type TemplateRemark = z.infer<typeof templateRemarkSchema>;

export const templateRemarkCreateSchema = z
  .object({
    typeId: z.uuid(),
    title: remarkFields.title,
    text: remarkFields.text,
    category: remarkFields.category,
    sortOrder: remarkFields.sortOrder,
  })
  .meta({ id: 'TemplateRemarkCreate' });
export type TemplateRemarkCreate = z.infer<typeof templateRemarkCreateSchema>;
export const templateRemarkUpdateSchema = templateRemarkCreateSchema
  .omit({ typeId: true })
  .partial()
  .meta({ id: 'TemplateRemarkUpdate' });
export type TemplateRemarkUpdate = z.infer<typeof templateRemarkUpdateSchema>;
export const templateRemarkListSchema = listResponseSchema(templateRemarkSchema).meta({
  id: 'TemplateRemarkList',
});

/** `POST …/remarks/common/suggestions`: the firm's saved remarks closest to a text, within a category. */
export const remarkSuggestionQuerySchema = z
  .object({
    text: z.string().trim().min(1).max(20_000),
    /** The object's or the remark's category; suggestions come from it first. */
    category: z.string().trim().max(200).nullable().optional(),
    limit: z.number().int().min(1).max(10).default(3),
  })
  .meta({ id: 'RemarkSuggestionQuery' });
export type RemarkSuggestionQuery = z.input<typeof remarkSuggestionQuerySchema>;

export const remarkSuggestionSchema = z
  .object({
    /** The saved remark (`/common-remarks`) suggested. */
    id: z.string(),
    title: z.string(),
    text: z.string().nullable(),
    category: z.string().nullable(),
    /** Similarity 0–1, best first. */
    score: z.number(),
  })
  .meta({ id: 'RemarkSuggestion' });
export type RemarkSuggestion = z.infer<typeof remarkSuggestionSchema>;
export const remarkSuggestionListSchema = z
  .object({ items: z.array(remarkSuggestionSchema) })
  .meta({ id: 'RemarkSuggestionList' });
