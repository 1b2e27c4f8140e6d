// Field rules shared by every customer form (sign-up, profile, password, reset), the same as the backend's
// (docs/api/customers.md). Messages are translation keys; the forms translate them beneath the field (docs/product.md §5).
import * as z from 'zod'
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, isValidPassword, NAME_MAX_LENGTH } from '@delikat/contract/customers'
import { isValidCvr, isValidEan, isValidPhone, isValidZip } from '@delikat/contract/identifiers'

export const emailSchema = z.string().trim().min(1, 'Forms.Required').email('Forms.Email')
export const passwordSchema = z.string().refine(isValidPassword, 'Forms.PasswordRules')
export const nameSchema = z.string().trim().min(1, 'Forms.Required').max(NAME_MAX_LENGTH, 'Forms.MaxLength')
export const phoneSchema = z.string().trim().refine(isValidPhone, 'Forms.Phone')
export const zipSchema = z.string().trim().refine(isValidZip, 'Forms.Zip')
export const addressSchema = z.string().trim().min(1, 'Forms.Required').max(ADDRESS_MAX_LENGTH, 'Forms.MaxLength')
export const citySchema = z.string().trim().min(1, 'Forms.Required').max(CITY_MAX_LENGTH, 'Forms.MaxLength')
export const cvrSchema = z.string().trim().refine(isValidCvr, 'Forms.Cvr')
export const eanSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidEan(v), 'Forms.Ean')
