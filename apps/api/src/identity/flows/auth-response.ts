import type { NewDeviceMetadata } from './next-step';

/** InitiateAuth / RespondToAuthChallenge answer: a next challenge, or tokens. */
export interface AuthResponse {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: {
    AccessToken: string;
    IdToken: string;
    RefreshToken?: string;
    ExpiresIn: number;
    TokenType: 'Bearer';
    NewDeviceMetadata?: NewDeviceMetadata;
  };
}
