/** The reply envelope of every exchange API call: status 0 ok, 1 refused with a sentence. */
export interface ApiReply<T> {
  status: 0 | 1;
  message: string;
  data: T;
}

/** HTTP 200 success: `{status: 0, message, data}`. */
export interface OkReply<T> extends ApiReply<T> {
  status: 0;
}

/** HTTP 200 business refusal with a sentence for the player: `{status: 1, message, data: null}`. */
export interface RefusedReply extends ApiReply<null> {
  status: 1;
}

/** The older report envelope: the list sits under `message`, data is null (docs/api.md). */
export interface MessageReply<T> {
  status: 0;
  message: T;
  data: null;
}
