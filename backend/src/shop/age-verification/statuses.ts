/** Where an age verification attempt stands (collections/AgeVerifications.ts). */
export const AGE_VERIFICATION_STATUSES = ['Pending', 'Verified', 'TooYoung', 'Failed', 'Cancelled'] as const
export type AgeVerificationStatus = (typeof AGE_VERIFICATION_STATUSES)[number]
