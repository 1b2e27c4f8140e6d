// Where each field of a customer goes in "your data" (data-export.ts), kept apart: it changes with the customers
// collection, and data-export.test.ts fails when the collection gains a field without a decision here.

/**
 * Every field of a customer record (collections/Customers.ts, and the ones Payload's auth adds) and where the export
 * puts it, or why it leaves it out. GDPR art. 15 gives the customer the personal data about them, staff's decisions
 * about them included (invoice approval, credit limit, segment); never what opens the account or a session.
 */
export const CUSTOMER_FIELD_DECISIONS: Record<string, string> = {
  email: 'Profile.Email',
  firstName: 'Profile.FirstName',
  lastName: 'Profile.LastName',
  clientType: 'Profile.ClientType',
  hardId: 'Profile.HardId: the customer number, also sent (hashed) to marketing tools',
  customerType: "Profile.CustomerType: staff's segment of the customer",
  phone: 'Profile.Phone',
  address: 'Profile.Address',
  zip: 'Profile.Zip',
  city: 'Profile.City',
  deliveryAddresses: 'DeliveryAddresses',
  company: 'Profile.Company',
  cvr: 'Profile.Cvr',
  ean: 'Profile.Ean',
  mayPayByInvoice: "Invoice.MayPayByInvoice: staff's decision, but about the customer (art. 15)",
  invoiceCreditLimit: "Invoice.CreditLimit: staff's decision, but about the customer (art. 15)",
  orderedBy: 'Profile.OrderedBy',
  department: 'Profile.Department',
  placementNumber: 'Profile.PlacementNumber',
  costPlace: 'Profile.CostPlace',
  accounting: 'Profile.Accounting',
  clubMember: 'Consents.ClubMember',
  clubMemberConsentAt: 'Consents.ClubMemberConsentAt',
  newsletter: 'Consents.Newsletter',
  legitimateInterests: 'Consents.LegitimateInterests',
  accountBlocked: 'left out: always false here, since a blocked account cannot log in to ask',
  ageVerification: 'AgeVerifications',
  createdAt: 'Profile.CreatedAt',
  updatedAt: 'Profile.UpdatedAt',
  id: 'left out: the row number; HardId is the customer number',
  hash: 'left out: a secret (the password hash)',
  salt: 'left out: a secret (the password salt)',
  resetPasswordToken: 'left out: a secret (opens the account)',
  resetPasswordExpiration: "left out: the reset token's bookkeeping",
  resetPasswordRequestedAt: "left out: the reset token's bookkeeping",
  loginAttempts: 'left out: a security counter, cleared at the next login',
  lockUntil: 'left out: a security counter, cleared at the next login',
  sessions: 'Sessions: when each login started and ends, never the session id (it is what a token names)',
}
