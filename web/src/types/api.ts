/**
 * The BFF's wire shapes, named. Every type comes from `openapi.gen.ts`, generated from the
 * BFF's OpenAPI document (pydantic models), so a shape has one source: `make openapi`.
 */
import type { components, paths } from '@/types/openapi.gen';

export type Schemas = components['schemas'];

/** Every path the BFF answers. */
export type ApiPath = keyof paths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Lowercase<M>]>;

/** The methods `P` answers. */
export type MethodOf<P extends ApiPath> = {
  [M in HttpMethod]: paths[P][Lowercase<M>] extends undefined ? never : M;
}[HttpMethod];

/** The envelope's `value` of a successful answer of `method` on `path`. */
export type ApiValue<P extends ApiPath, M extends HttpMethod = 'GET'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { value: infer V } } } } } ? V : never;

/** The JSON body `method` on `path` takes. */
export type ApiBody<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters of a GET on `path`. */
export type ApiQuery<P extends ApiPath> = NonNullable<Operation<P, 'GET'>['parameters']['query']>;

/** `T` with every field given and none null. */
export type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/** The query of a GET on `path` with every parameter given. */
export type FullQuery<P extends ApiPath> = Filled<ApiQuery<P>>;

export type FailureEnvelope = Omit<Schemas['Error'], 'message'> & { message?: string };
export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export type Bootstrap = Schemas['Bootstrap'];
export type Brand = Schemas['Brand'];
export type BrandLanguage = Schemas['Language'];
export type CustomerServiceEntry = Schemas['CustomerService'];
export type AppResource = Schemas['Resource'];
export type SystemStatus = Schemas['PublicStatus'];
export type SystemStatusCode = SystemStatus['status'];
export type WhitelabelNode = Schemas['WhitelabelNode'];
export type FieldRule = Schemas['RegisterField'];
export type RegisterRules = Schemas['RegisterSettings'];
export type Country = Schemas['Country'];
export type SessionInfo = Schemas['SessionState'];
export type MemberInfo = Schemas['MemberInfo'];
export type WalletBalance = Schemas['WalletBalance'];
export type Balance = Schemas['Balance'];
/** Login and register value as the BFF returns it (never the token). */
export type LoginResult = Schemas['PublicLogin'];
/** The `value` of a login_verify_required error. */
export type LoginVerifyValue = Schemas['LoginVerifyValue'];
/** The `value` of a withdraw.rollover.unmet error. */
export type RolloverUnmetValue = Schemas['RolloverUnmet'];
