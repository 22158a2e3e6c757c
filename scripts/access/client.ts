/**
 * A typed fetch for the shop's API, from the types openapi-typescript generates out of its
 * OpenAPI document (openapi.d.ts beside this file; `npm run api:types`). No client library:
 * path, method, body and query are checked against the document, and the answer is a union
 * by HTTP status, so `if (res.status === 201) res.body.apiKey` type-checks and a typo does not.
 */
import type { paths } from './openapi';

type Method = 'get' | 'post' | 'put' | 'delete';
type Op<P extends keyof paths, M extends Method> = Extract<paths[P][M], { responses: object }>;
type Json<T> = T extends { content: { 'application/json': infer J } } ? J : undefined;
type Input<O> = (O extends { requestBody: infer B } ? { body: Json<B> } : { body?: undefined }) & {
  query?: O extends { parameters: { query?: infer Q } } ? Q : never;
  path?: O extends { parameters: { path?: infer A } } ? A : never;
};
export type Answer<O> = O extends { responses: infer R }
  ? { [S in keyof R]: { status: S; body: Json<R[S]> } }[keyof R]
  : never;

export function apiClient(baseUrl: string, bearer?: string) {
  return async function call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    input: Input<Op<P, M>>,
  ): Promise<Answer<Op<P, M>>> {
    const url = new URL(
      String(path).replace(/\{(\w+)\}/g, (_, k: string) =>
        encodeURIComponent(String((input.path as never)?.[k])),
      ),
      baseUrl,
    );
    for (const [k, v] of Object.entries(input.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        // Operator writes without a JSON body (DELETE) must show they are no cross-site form.
        'x-requested-with': 'access-client',
        ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined } as Answer<Op<P, M>>;
  };
}
