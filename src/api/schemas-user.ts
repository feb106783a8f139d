/**
 * Schemas for the user and login calls (`./user-calls.ts`, a lazy chunk). See `./schemas.ts`.
 */
import { boolean, nullable, number, optional, string, type, union, type Describe } from 'superstruct';
import { every } from './validation';
import type { WireGeocodingResponse, WireGuestRefreshTokenResponse, WireLoginResponse, WireUserMetadata, WireUserResponse } from './wire';

export const UserMetadataSchema: Describe<WireUserMetadata> = type(
  every<WireUserMetadata>()({
    firstName: optional(string()),
    lastName: optional(string()),
    email: optional(string()),
    phone: optional(string()),
    country: optional(string()),
    language: optional(string()),
    birth_date: optional(string()),
    optin: optional(string()),
    optin_marketing: optional(string()),
  }),
);

export const UserResponseSchema: Describe<WireUserResponse> = type(
  every<WireUserResponse>()({
    id: union([string(), number()]),
    is_guest: boolean(),
    metadata: optional(nullable(union([UserMetadataSchema, string()]))),
  }),
);

export const GuestRefreshTokenResponseSchema: Describe<WireGuestRefreshTokenResponse> = type({
  refreshToken: string(),
});

export const LoginResponseSchema: Describe<WireLoginResponse> = type(
  every<WireLoginResponse>()({
    accessToken: string(),
    refreshToken: optional(nullable(string())),
  }),
);

export const GeocodingResponseSchema: Describe<WireGeocodingResponse> = type({
  country_code: string(),
});
