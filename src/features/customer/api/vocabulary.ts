// The customer vocabulary of docs/api/customers.md without zod (the schemas in ./schemas.ts use it), for code that is part
// of every page (the token's client type, the menu).
export const CLIENT_TYPES = ['B2C', 'B2B'] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

export const LEGITIMATE_INTERESTS = ['ProductRecommendations', 'Events', 'Surveys'] as const
export type LegitimateInterest = (typeof LEGITIMATE_INTERESTS)[number]
