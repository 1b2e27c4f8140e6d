// Field rules shared by every customer form (sign-up, profile, password, reset), the same as the backend's
// (docs/api/customers.md). Messages are translation keys; the forms translate them beneath the field (SPEC §5).
import * as z from 'zod'

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1]

/** CVR: 8 digits, not starting with 0, weighted sum (2,7,6,5,4,3,2,1) divisible by 11 (DESIGN §6). */
export function isValidCvr(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^[1-9]\d{7}$/.test(digits)) return false
  return [...digits].reduce((acc, d, i) => acc + Number(d) * (CVR_WEIGHTS[i] ?? 0), 0) % 11 === 0
}

/** EAN/GLN: 13 digits with the GS1 check digit (DESIGN §6). */
export function isValidEan(value: string): boolean {
  const digits = value.replace(/\s/g, '')
  if (!/^\d{13}$/.test(digits)) return false
  const sum = [...digits.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10 === Number(digits[12])
}

export const emailSchema = z.string().trim().min(1, 'Forms.Required').email('Forms.Email')
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Forms.PasswordRules')
  .max(PASSWORD_MAX_LENGTH, 'Forms.PasswordRules')
  .regex(/\p{L}/u, 'Forms.PasswordRules')
  .regex(/\d/, 'Forms.PasswordRules')
export const nameSchema = z.string().trim().min(1, 'Forms.Required').max(100, 'Forms.MaxLength')
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(\+45\s?)?(\d\s?){8}$/, 'Forms.Phone')
export const zipSchema = z.string().trim().regex(/^\d{4}$/, 'Forms.Zip')
export const addressSchema = z.string().trim().min(1, 'Forms.Required').max(200, 'Forms.MaxLength')
export const citySchema = z.string().trim().min(1, 'Forms.Required').max(100, 'Forms.MaxLength')
export const cvrSchema = z.string().trim().refine(isValidCvr, 'Forms.Cvr')
export const eanSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidEan(v), 'Forms.Ean')
