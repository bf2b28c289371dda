import type { FastifyError, FastifyInstance } from 'fastify';
import { MoneyError } from 'shared-maths/money';
import { HttpError } from './reply';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return context === 'body'
    ? 'Request body'
    : context === 'querystring'
      ? 'Query'
      : (context ?? 'Request');
}

function describeTypes(type: unknown): string {
  const names = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  return names
    .map((t) => (t === 'integer' ? 'a whole number' : t === 'object' ? 'an object' : `a ${t}`))
    .join(' or ');
}

/** Turns one Ajv issue into a sentence naming the field. */
export function describeValidation(issue: ValidationIssue, context: string | undefined): string {
  const field = fieldName(issue, context);
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${String(p.missingProperty)} is required`;
    case 'type':
      if (field === 'Request body') return 'Request body must be a JSON object';
      return `${field} must be ${describeTypes(p.type)}`;
    case 'minLength':
      return Number(p.limit) === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(p.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(p.limit)}`;
    case 'pattern':
    case 'format':
      return `${field} has an invalid format`;
    case 'enum':
      return `${field} must be one of ${(p.allowedValues as unknown[] | undefined)?.join(', ') ?? 'the allowed values'}`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must be a JSON object, got an empty body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Type header is invalid',
};

/**
 * What the log keeps of an unexpected error. PGlite's errors also carry the statement's
 * parameters (password hashes, token hashes): those stay out of the log; the SQL text stays.
 */
function loggable(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...error };
  delete fields.params;
  return { type: error.name, message: error.message, stack: error.stack, ...fields };
}

/**
 * Validation errors -> 400 `{status: 1, message}`; body/parser errors -> 400 or 413;
 * HttpError -> its status; anything else -> 500 `{message: 'Internal error'}` (logged).
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validation.length > 0) {
      const issue = error.validation[0] as unknown as ValidationIssue;
      const message = describeValidation(issue, error.validationContext);
      const field =
        issue.keyword === 'required'
          ? String(issue.params.missingProperty)
          : fieldName(issue, error.validationContext);
      return reply.code(400).send({ status: 1, message, code: 'INPUT_INVALID', values: { field } });
    }
    if (error instanceof HttpError) {
      const { statusCode, message, code, values } = error;
      return reply
        .code(statusCode)
        .send({ status: 1, message, ...(code ? { code } : {}), ...(values ? { values } : {}) });
    }
    if (error instanceof MoneyError) {
      const field = error.message.split(' ')[0] ?? '';
      return reply
        .code(400)
        .send({ status: 1, message: error.message, code: 'INPUT_INVALID', values: { field } });
    }
    const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
    if (known) {
      const code = error.statusCode === 413 ? 413 : 400;
      return reply.code(code).send({ status: 1, message: known, code: 'REQUEST_REJECTED' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message = error.message || 'Bad request';
      return reply.code(statusCode).send({ status: 1, message, code: 'REQUEST_REJECTED' });
    }
    request.log.error({ err: loggable(error) }, 'unexpected error');
    return reply.code(500).send({ status: 1, message: 'Internal error', code: 'SERVER_ERROR' });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({
      status: 1,
      code: 'REQUEST_REJECTED',
      message: `Not found: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 120)}`,
    });
  });
}
