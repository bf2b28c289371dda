import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './schema-kit';

/** The parts of the client whose failures are reported: the host and its three remotes. */
export const CLIENT_APPS = ['host', 'sports', 'casino', 'reports'] as const;
export type ClientApp = (typeof CLIENT_APPS)[number];

/** remote-load: manifest or entry; chunk-load: a script chunk; render: thrown while rendering. */
export const CLIENT_ERROR_KINDS = ['remote-load', 'chunk-load', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

const Text = (maxLength: number) =>
  // no control characters but tab and newline (a log line stays one record)
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b-\\u001f\\u007f]*$' });

/** One failure as the browser saw it, already scrubbed of tokens and passwords. */
export const ClientErrorSchema = Type.Object({
  kind: StringEnum(CLIENT_ERROR_KINDS),
  app: StringEnum(CLIENT_APPS),
  /** The app's running version ("unknown" when its manifest never loaded). */
  version: Text(80),
  hostVersion: Text(80),
  message: Text(500),
  stack: Type.Optional(Text(4000)),
  /** Path of the page (no query string). */
  page: Text(300),
  /** How many times this same error happened since the last batch. */
  count: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type ClientError = Static<typeof ClientErrorSchema>;

/** POST /Client/ReportErrors: a batch; a token is optional and never trusted. */
export const ReportErrorsRequestSchema = Type.Object({
  errors: Type.Array(ClientErrorSchema, { minItems: 1, maxItems: 20 }),
});
export type ReportErrorsRequest = Static<typeof ReportErrorsRequestSchema>;
