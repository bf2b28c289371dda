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

/**
 * A running version as the apps know it: a semantic version (`1.0.0-3ed4f605ee` of a release,
 * `0.1.0+a000254` of a build, APP_VERSION of a pipeline), or `dev`, `local` (module federation's
 * own) or `unknown`. Dot-separated parts of at most 20 characters: never free text, never a token.
 */
export const VERSION_PATTERN =
  '^(?:dev|local|unknown|[0-9]{1,6}\\.[0-9]{1,6}\\.[0-9]{1,6}(?:-[0-9A-Za-z-]{1,20}(?:\\.[0-9A-Za-z-]{1,20}){0,3})?(?:\\+[0-9A-Za-z-]{1,20}(?:\\.[0-9A-Za-z-]{1,20}){0,3})?)$';
const Version = Type.String({ maxLength: 64, pattern: VERSION_PATTERN });

/** One failure as the browser saw it, already scrubbed of tokens and passwords. */
export const ClientErrorSchema = Type.Object({
  kind: StringEnum(CLIENT_ERROR_KINDS),
  app: StringEnum(CLIENT_APPS),
  /** The app's running version ("unknown" when its manifest never loaded). */
  version: Version,
  hostVersion: Version,
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
