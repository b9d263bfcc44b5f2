import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a function is answering, for the few facts of it that belong to a record made deep
 * in a service and that no caller should have to thread through (today: the device label a new
 * session carries, read from the sign-in's User-Agent). `handler()` sets it for every function.
 * Nothing is read from it for authorization or input: those come from the Request explicitly.
 */
const current = new AsyncLocalStorage<Request>();

export function withRequest<T>(req: Request, work: () => Promise<T>): Promise<T> {
  return current.run(req, work);
}

/** The request being answered, or undefined outside a function (scripts, tests calling services). */
export function currentRequest(): Request | undefined {
  return current.getStore();
}
