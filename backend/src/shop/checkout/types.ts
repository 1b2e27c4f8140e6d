/** Shapes checkout answers (docs/api/checkout.md "Shapes"). */

/** The delivery address as checkout stores and answers it (the fields of a saved delivery address). */
export interface DeliveryAddress {
  Name: string
  Company: string | null
  Address: string
  Zip: string
  City: string
  Phone: string
}

/** A form field as checkout's forms answer them (docs/product.md §4 display modes, §5 field types). */
export interface CheckoutField {
  Name: string
  FieldType: 'Text' | 'TextMultiline' | 'DropdownWithTextValue' | 'Password' | 'Email' | 'Phone' | 'Boolean' | 'BooleanWithChildItems'
  DisplayMode: 'Unspecified' | 'Readonly' | 'ReadonlyButEditableInModal' | 'Hidden' | 'HiddenButEditableInModal' | 'EditableInline'
  Label: string
  Value: string | boolean | null
  Required: boolean
  Options?: Array<{ Value: string; Label: string }>
  ChildItems?: CheckoutField[]
  /** A hint beneath the field. */
  Description?: string
}
