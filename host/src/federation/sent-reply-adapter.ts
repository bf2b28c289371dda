import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/**
 * An axios transport that sends nothing: it gives the reply of a request already sent with fetch
 * (the page's first read, sent before the shared code arrived), so the client's interceptors and
 * callApi judge it as they judge their own (status, 401, unreadable body, timeout).
 */
export function sentReplyAdapter(sent: Promise<Response>): AxiosAdapter {
  return async (config) => {
    let res: Response;
    let data: string;
    try {
      res = await withTimeout(sent, config.timeout);
      data = await res.text();
    } catch (error) {
      if (error instanceof AxiosError) throw Object.assign(error, { config });
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data,
      status: res.status,
      statusText: res.statusText,
      headers: AxiosHeaders.from(Object.fromEntries(res.headers.entries())),
      config,
      request: null,
    };
    if (!config.validateStatus || config.validateStatus(res.status)) return response;
    const code = res.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(
      `Request failed with status code ${res.status}`,
      code,
      config,
      null,
      response,
    );
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (!ms) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AxiosError(`timeout of ${ms}ms exceeded`, AxiosError.ECONNABORTED)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
